package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/ops/operators"
	"congregate/controlplane/ops/opsaudit"
	"congregate/controlplane/ops/opsauth"
	"congregate/internal/platform/auth"
	"congregate/internal/platform/fault"
)

// The demo operator (seed-demo): already enrolled, so the console's sign-in works at once with
// the secret typed into an authenticator app or `ops operator code`.
const (
	demoOperatorEmail    = "ops@congregate.demo"
	demoOperatorName     = "Demo Operator"
	demoOperatorPassword = "Grace@2026!"
	demoOperatorSecret   = "JBSWY3DPEHPK3PXP"
)

// operatorCommand is `ops operator create|code`; box seals and opens the TOTP secrets (OPS_SECRET_KEY).
func operatorCommand(ctx context.Context, control *gorm.DB, box *opsauth.SecretBox, cmd string, args []string, out io.Writer) error {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	email := fs.String("email", "", "e-mail (the sign-in name)")
	switch cmd {
	case "operator create":
		name := fs.String("name", "", "name")
		role := fs.String("role", "", "operator (everything) or support (read only)")
		password := fs.String("password", "", "password (at least 12 characters; a temporary one is made without it)")
		secret := fs.String("totp-secret", "", "base32 TOTP secret: enrolled already (otherwise at the first sign-in)")
		if err := parse(fs, args); err != nil {
			return err
		}
		generated := *password == ""
		if generated {
			*password = auth.NewToken(12)
		}
		id, err := createOperator(ctx, control, box, strings.TrimSpace(*email), strings.TrimSpace(*name), *role, *password, strings.ToUpper(strings.TrimSpace(*secret)))
		if err != nil {
			return err
		}
		fmt.Fprintln(out, id)
		if generated {
			fmt.Fprintf(out, "temporary password: %s\n", *password)
		}
		return nil
	case "operator code":
		if err := parse(fs, args); err != nil {
			return err
		}
		var stored *string
		if err := control.WithContext(ctx).Raw(`SELECT totp_secret FROM control.operators WHERE lower(email) = lower(?)`, *email).Scan(&stored).Error; err != nil {
			return err
		}
		switch {
		case stored == nil:
			return fmt.Errorf("no operator with e-mail %q", *email)
		case *stored == "":
			return fmt.Errorf("%s has not enrolled TOTP yet (they do at their next sign-in)", *email)
		}
		secret, err := box.Open(*stored)
		if err != nil {
			return err
		}
		code, err := opsauth.CodeAt(secret, time.Now())
		if err != nil {
			return err
		}
		fmt.Fprintln(out, code)
		return nil
	}
	return fmt.Errorf("unknown command %q", cmd)
}

// parse reads a command's flags and refuses stray arguments (every bin/ops command).
func parse(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// createOperator adds an operator with the rules of /api/ops/operators/add (and an optional TOTP
// secret), audited as done by bin/ops.
func createOperator(ctx context.Context, control *gorm.DB, box *opsauth.SecretBox, email, name, role, password, secret string) (int64, error) {
	for _, check := range []func() error{
		func() error { return operators.CheckEmail(email) },
		func() error {
			if name == "" {
				return errors.New("--name is required")
			}
			return nil
		},
		func() error { return operators.CheckRole(role) },
		func() error { return operators.CheckPassword(password) },
		func() error {
			if secret == "" {
				return nil
			}
			if _, err := opsauth.CodeAt(secret, time.Now()); err != nil || len(secret) < 16 {
				return errors.New("--totp-secret must be base32, at least 16 characters")
			}
			return nil
		},
	} {
		if err := check(); err != nil {
			var fe *fault.Error
			if errors.As(err, &fe) {
				return 0, errors.New(fe.Message)
			}
			return 0, err
		}
	}
	return insertOperator(ctx, control, box, email, name, role, password, secret)
}

// insertOperator writes an operator whose fields are checked (or the demo's), the TOTP secret sealed.
func insertOperator(ctx context.Context, control *gorm.DB, box *opsauth.SecretBox, email, name, role, password, secret string) (int64, error) {
	hash, err := auth.HashSecret(password)
	if err != nil {
		return 0, err
	}
	sealed, err := box.Seal(secret)
	if err != nil {
		return 0, err
	}
	var id int64
	err = control.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		var taken int64
		if err := tx.Raw(`SELECT count(*) FROM control.operators WHERE lower(email) = lower(?)`, email).Scan(&taken).Error; err != nil {
			return err
		}
		if taken > 0 {
			return fmt.Errorf("an operator with e-mail %s already exists", email)
		}
		if err := tx.Raw(`INSERT INTO control.operators (email, name, password_hash, role, totp_secret) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			email, name, hash, role, sealed).Scan(&id).Error; err != nil {
			return err
		}
		return opsaudit.Record(ctx, tx, opsaudit.Entry{OperatorEmail: "bin/ops", Action: "operator.add", Outcome: opsaudit.OK, Target: email,
			Detail: map[string]any{"role": role, "enrolled": secret != ""}})
	})
	return id, err
}

// demoOperator creates the demo operator unless it exists (seed-demo, every run).
func demoOperator(ctx context.Context, control *gorm.DB, box *opsauth.SecretBox, out io.Writer) error {
	var n int64
	if err := control.WithContext(ctx).Raw(`SELECT count(*) FROM control.operators WHERE lower(email) = ?`, demoOperatorEmail).Scan(&n).Error; err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	// The demo password is the demo church's (11 characters: under the rule for new operators).
	if _, err := insertOperator(ctx, control, box, demoOperatorEmail, demoOperatorName, opsauth.RoleOperator, demoOperatorPassword, demoOperatorSecret); err != nil {
		return err
	}
	fmt.Fprintf(out, "created demo operator %s\n", demoOperatorEmail)
	return nil
}
