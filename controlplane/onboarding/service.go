// Package onboarding is the self-service sign-up of the onboarding host (spec §2 "Onboarding host
// pages", §7 "Onboarding calls"): the size and product catalogue, the short-name check, the OTP,
// and the onboard-customer call that provisions a church with its super admin and plan.
package onboarding

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"gorm.io/gorm"

	"congregate/controlplane/otp"
	"congregate/controlplane/pricing"
	"congregate/controlplane/publicapi"
	"congregate/internal/jobs"
	"congregate/internal/platform/db"
	"congregate/internal/platform/ratelimit"
	"congregate/internal/platform/tenancy"
	"congregate/internal/provisioning"
)

// SuperAdminRole is the role the first administrator gets.
const SuperAdminRole = "Super Admin"

// Service runs the sign-up.
type Service struct {
	DB        *gorm.DB
	Tenants   *db.Tenants
	Catalogue pricing.Catalogue
	OTP       *otp.Service
	Recaptcha *Recaptcha // nil or no secret = off
	ChurchURL func(shortName string) string
	// Limiter counts well-formed sign-ups per IP (invalid forms are refused before they cost
	// anything); PerIP zero = OnboardPerIP.
	Limiter publicapi.Limiter
	PerIP   ratelimit.Rule
	// Billing queues a new church's Stripe customer and subscription (billing:setup); nil = none.
	Billing jobs.BillingEnqueuer
}

// OnboardPerIP is the default limit of well-formed sign-ups per IP.
var OnboardPerIP = ratelimit.Rule{Name: "onboard-ip", Max: 30, Window: time.Hour}

// Result is the onboarding success (spec §3).
type Result struct {
	OrgOnboardingAdminURL string `json:"orgOnboardingAdminUrl"`
	UserToken             string `json:"userToken"`
}

// ShortNameAvailable checks a short name: a *publicapi.Error with data.short_name for a name that
// breaks the rules, false for a taken one.
func (s *Service) ShortNameAvailable(ctx context.Context, name string) (bool, error) {
	if msg := shortNameRule(name); msg != "" {
		return false, &publicapi.Error{Status: http.StatusBadRequest, Message: msg, Fields: publicapi.Field("short_name", msg)}
	}
	taken, err := s.shortNameTaken(ctx, name)
	return !taken, err
}

func shortNameRule(name string) string {
	switch err := provisioning.CheckShortName(name); {
	case errors.Is(err, provisioning.ErrShortNameReserved):
		return MsgShortNameReserved
	case err != nil:
		return publicapi.MsgShortName
	}
	return ""
}

func (s *Service) shortNameTaken(ctx context.Context, name string) (bool, error) {
	var taken bool
	err := s.DB.WithContext(ctx).Raw(`SELECT EXISTS (SELECT 1 FROM control.churches WHERE lower(short_name) = lower(?))`,
		name).Scan(&taken).Error
	return taken, err
}

// plan is the validated choice of size and products.
type plan struct {
	size     pricing.Size
	products []pricing.Product
	price    pricing.Cents
}

// validate applies every §5 rule and the §9 price rule; it returns the normalised form.
func (s *Service) validate(ctx context.Context, in Form) (Form, plan, error) {
	var f publicapi.Fields
	var out Form
	var p plan
	out.ChurchName = f.Text("church_name", in.ChurchName, publicapi.MsgRequired)
	out.ChurchShortName = strings.TrimSpace(in.ChurchShortName)
	if msg := shortNameRule(out.ChurchShortName); msg != "" {
		f.Add("church_short_name", msg)
	} else if taken, err := s.shortNameTaken(ctx, out.ChurchShortName); err != nil {
		return out, p, err
	} else if taken {
		f.Add("church_short_name", MsgShortNameTaken)
	}
	out.ChurchWebsite = f.Website("church_website", in.ChurchWebsite)
	out.ChurchAddress = f.Text("church_address", in.ChurchAddress, publicapi.MsgRequiredAddress)
	out.ChurchEmail = f.Email("church_email", in.ChurchEmail)
	out.ChurchPhoneNumber = f.Phone("church_phone_number", in.ChurchPhoneNumber, publicapi.MsgPhone)
	out.AdminFirstname = f.Text("admin_firstname", in.AdminFirstname, publicapi.MsgRequired)
	out.AdminLastname = f.Text("admin_lastname", in.AdminLastname, publicapi.MsgRequired)
	out.AdminEmail = f.Email("admin_email", in.AdminEmail)
	out.AdminPassword = in.AdminPassword
	for _, m := range PasswordErrors(in.AdminPassword) {
		f.Add("admin_password", m)
	}
	out.AdminPhoneNumber = f.Phone("admin_phone_number", in.AdminPhoneNumber, publicapi.MsgPhone)

	sizeOK, productsOK := false, false
	out.ChurchSize = strings.TrimSpace(in.ChurchSize)
	if out.ChurchSize == "" {
		f.Add("church_size", publicapi.MsgRequired)
	} else if size, err := s.Catalogue.Size(ctx, out.ChurchSize); errors.Is(err, pricing.ErrUnknownSize) {
		f.Add("church_size", pricing.ErrUnknownSize.Error())
	} else if err != nil {
		return out, p, err
	} else {
		p.size, sizeOK = size, true
	}
	catalogue, err := s.Catalogue.Products(ctx)
	if err != nil {
		return out, p, err
	}
	out.ChurchProducts = strings.TrimSpace(in.ChurchProducts)
	if chosen, err := pricing.ParseProducts(out.ChurchProducts, catalogue); err != nil {
		f.Add("church_products", err.Error())
	} else {
		p.products, productsOK = chosen, true
	}
	price := pricingText(in.ChurchPricing)
	switch {
	case price == "":
		f.Add("church_pricing", publicapi.MsgRequired)
	case sizeOK && productsOK:
		p.price = pricing.Price(p.size, len(p.products))
		if got, err := pricing.ParseCents(price); err != nil || got != p.price {
			f.Add("church_pricing", fmt.Sprintf("Price does not match the selected package (expected %s)", p.price))
		}
	}
	out.Code = strings.TrimSpace(in.Code)
	switch {
	case out.Code == "":
		f.Add("code", publicapi.MsgRequired)
	case !otpRule.MatchString(out.Code):
		f.Add("code", MsgOTPFormat)
	}
	out.RecaptchaToken = strings.TrimSpace(in.RecaptchaToken)
	return out, p, f.Err()
}

// Onboard validates the form, checks reCAPTCHA and the OTP, provisions the church with its super
// admin and plan in one transaction, and mints the admin's single-use sign-in token.
func (s *Service) Onboard(ctx context.Context, in Form, ip string) (*Result, error) {
	form, p, err := s.validate(ctx, in)
	if err != nil {
		return nil, err
	}
	if err := publicapi.Limit(ctx, s.Limiter, publicapi.Check{Rule: rule(s.PerIP, OnboardPerIP), Key: ip}); err != nil {
		return nil, err
	}
	if s.Recaptcha.Enabled() {
		if form.RecaptchaToken == "" {
			return nil, publicapi.Field("recaptcha_token", MsgRecaptchaMissing)
		}
		ok, err := s.Recaptcha.Verify(ctx, form.RecaptchaToken, ip)
		if err != nil {
			slog.WarnContext(ctx, "recaptcha verification unavailable", "err", err)
			return nil, publicapi.E(http.StatusBadGateway, MsgRecaptchaDown)
		}
		if !ok {
			return nil, publicapi.Field("recaptcha_token", MsgRecaptchaFailed)
		}
	}
	otpID, err := s.OTP.Check(ctx, form.Code, form.AdminPhoneNumber, form.ChurchPhoneNumber)
	if err != nil {
		return nil, codeError(err)
	}
	names := make([]string, len(p.products))
	for i, pr := range p.products {
		names[i] = pr.Name
	}
	church, err := provisioning.ProvisionOn(ctx, s.DB, s.Tenants, provisioning.Spec{ // the cluster with the fewest churches
		ShortName: form.ChurchShortName, FullName: form.ChurchName, Email: strings.ToLower(form.ChurchEmail),
		Phone: form.ChurchPhoneNumber, Website: form.ChurchWebsite, Address: form.ChurchAddress,
		Products: pricing.Modules(p.products),
		Admins: []provisioning.UserSpec{{FirstName: form.AdminFirstname, LastName: form.AdminLastname,
			Email: form.AdminEmail, Mobile: form.AdminPhoneNumber, Password: form.AdminPassword,
			Roles: []string{SuperAdminRole}}},
		Plan: &provisioning.Plan{SizeName: p.size.Name, SizeLabel: p.size.Label, Currency: p.size.Currency,
			Products: names, Price: p.price.String()},
		InTx: func(tx *gorm.DB, _ *tenancy.Church) error { return otp.Consume(tx, otpID) },
	})
	switch {
	case errors.Is(err, provisioning.ErrShortNameTaken):
		return nil, publicapi.Field("church_short_name", MsgShortNameTaken)
	case errors.Is(err, otp.ErrInvalid):
		return nil, codeError(err)
	case err != nil:
		return nil, err
	}
	if s.Billing != nil {
		// The church exists either way: a lost task is redone with `bin/ops billing setup`.
		if err := s.Billing.EnqueueBillingSetup(ctx, church.ID); err != nil {
			slog.ErrorContext(ctx, "billing setup not queued", "church", church.ShortName, "err", err)
		}
	}
	adminID, err := provisioning.PersonIDByEmail(ctx, s.Tenants, church, form.AdminEmail)
	if err != nil {
		return nil, err
	}
	token, err := provisioning.MintLoginToken(ctx, s.Tenants, church, adminID)
	if err != nil {
		return nil, err
	}
	return &Result{OrgOnboardingAdminURL: s.ChurchURL(church.ShortName), UserToken: token}, nil
}

func codeError(err error) error {
	if errors.Is(err, otp.ErrInvalid) || errors.Is(err, otp.ErrTooManyTries) {
		return publicapi.Field("code", err.Error())
	}
	return err
}
