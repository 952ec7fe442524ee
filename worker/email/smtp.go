package email

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"os"
	"time"

	"github.com/hibiken/asynq"
)

// SMTPConfig configures the SMTP adapter.
type SMTPConfig struct {
	Host     string
	Port     string // default 587
	Username string // no AUTH when empty
	Password string
	From     string // "Name <address>" or "address"
	// TLS overrides the STARTTLS client configuration (tests trust their own certificate with it);
	// nil means the system roots and ServerName = Host.
	TLS *tls.Config
}

// SMTPConfigFromEnv reads SMTP_HOST, SMTP_PORT, SMTP_USERNAME, SMTP_PASSWORD and SMTP_FROM.
func SMTPConfigFromEnv(getenv func(string) string) SMTPConfig {
	return SMTPConfig{
		Host:     getenv("SMTP_HOST"),
		Port:     getenv("SMTP_PORT"),
		Username: getenv("SMTP_USERNAME"),
		Password: getenv("SMTP_PASSWORD"),
		From:     getenv("SMTP_FROM"),
	}
}

// SMTP submits e-mail to a relay, upgrading the connection with STARTTLS whenever the relay offers
// it. Credentials are only sent over TLS (or to a relay on loopback), never in clear text.
type SMTP struct {
	cfg  SMTPConfig
	from *mail.Address
	helo string
}

// NewSMTP validates cfg.
func NewSMTP(cfg SMTPConfig) (*SMTP, error) {
	if cfg.Host == "" || cfg.From == "" {
		return nil, fmt.Errorf("EMAIL_PROVIDER=smtp needs SMTP_HOST and SMTP_FROM")
	}
	if cfg.Port == "" {
		cfg.Port = "587"
	}
	from, err := mail.ParseAddress(cfg.From)
	if err != nil {
		return nil, fmt.Errorf("SMTP_FROM %q: %w", cfg.From, err)
	}
	helo, _ := os.Hostname()
	if helo == "" {
		helo = "localhost"
	}
	return &SMTP{cfg: cfg, from: from, helo: helo}, nil
}

// SendEmail submits one message and returns its Message-ID. Rejections (5xx replies, a bad
// address) are permanent and skip asynq's retries; 4xx replies and network errors are retried.
func (s *SMTP) SendEmail(ctx context.Context, to, subject, body string) (string, error) {
	rcpt, err := mail.ParseAddress(to)
	if err != nil {
		return "", fmt.Errorf("smtp: recipient %q: %v: %w", to, err, asynq.SkipRetry)
	}
	id := newMessageID(s.from)
	msg := composeMessage(s.from, rcpt, subject, body, id, time.Now())
	if err := s.submit(ctx, rcpt.Address, msg); err != nil {
		var reply *textproto.Error
		if errors.As(err, &reply) && reply.Code >= 500 {
			return "", fmt.Errorf("smtp: %w: %w", err, asynq.SkipRetry)
		}
		return "", fmt.Errorf("smtp: %w", err)
	}
	return id, nil
}

func (s *SMTP) submit(ctx context.Context, rcpt string, msg []byte) error {
	d := net.Dialer{Timeout: 15 * time.Second}
	conn, err := d.DialContext(ctx, "tcp", net.JoinHostPort(s.cfg.Host, s.cfg.Port))
	if err != nil {
		return err
	}
	// net/smtp knows no contexts: the deadline and cancellation reach it through the connection.
	if dl, ok := ctx.Deadline(); ok {
		_ = conn.SetDeadline(dl)
	}
	stop := context.AfterFunc(ctx, func() { _ = conn.Close() })
	defer stop()

	c, err := smtp.NewClient(conn, s.cfg.Host)
	if err != nil {
		conn.Close()
		return err
	}
	defer c.Close()
	if err := c.Hello(s.helo); err != nil {
		return err
	}
	if ok, _ := c.Extension("STARTTLS"); ok {
		tlsCfg := &tls.Config{MinVersion: tls.VersionTLS12}
		if s.cfg.TLS != nil {
			tlsCfg = s.cfg.TLS.Clone()
		}
		if tlsCfg.ServerName == "" {
			tlsCfg.ServerName = s.cfg.Host
		}
		if err := c.StartTLS(tlsCfg); err != nil {
			return fmt.Errorf("starttls: %w", err)
		}
	}
	if s.cfg.Username != "" {
		// PlainAuth itself refuses to send the password over an unencrypted non-loopback connection.
		if err := c.Auth(smtp.PlainAuth("", s.cfg.Username, s.cfg.Password, s.cfg.Host)); err != nil {
			return fmt.Errorf("auth: %w", err)
		}
	}
	if err := c.Mail(s.from.Address); err != nil {
		return err
	}
	if err := c.Rcpt(rcpt); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(msg); err != nil {
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	// The relay has accepted the message: a failed QUIT must not make the task send it again.
	_ = c.Quit()
	return nil
}
