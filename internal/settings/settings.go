// Package settings is the site's live settings: what the operator saved
// in the admin area (table site_settings), over the start-up flags, which
// are only the defaults of settings the database has no row for. A save
// bumps the content version of content.Site, so every instance sharing the
// database reloads its snapshot on its next request.
package settings

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net/mail"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
	_ "time/tzdata" // the operator's zone, on a machine without a zone database
	"unicode/utf8"

	"claimsite/internal/billing"
	"claimsite/internal/config"
	"claimsite/internal/validate"
)

// Settings is everything the operator can change without a restart. The
// JSON names are the API's and the keys of site_settings.
type Settings struct {
	Brand            string `json:"brand"`
	Phone            string `json:"phone"`
	Email            string `json:"email"`
	Address          string `json:"address"`
	FacebookURL      string `json:"facebook_url"`
	YouTubeURL       string `json:"youtube_url"`
	LinkedInURL      string `json:"linkedin_url"`
	InstagramURL     string `json:"instagram_url"`
	TikTokURL        string `json:"tiktok_url"`
	NewsURL          string `json:"news_url"`
	FooterDisclaimer string `json:"footer_disclaimer"`

	// The home page's hero: its headline and the paragraph under it
	// ("{brand}" in it stands for the brand name, decision 063), and the
	// label of the main call to action (the hero's button and the CTA
	// bands). Each may be varied by an experiment (issue 24).
	HeroHeadline string `json:"hero_headline"`
	HeroSubline  string `json:"hero_subline"`
	CTALabel     string `json:"cta_label"`
	// EntryForm is what the Free Consultation and Contact Us buttons open:
	// "short" (the short form's modal) or "case_evaluation" (a link to
	// /case-evaluation). One of EntryForms.
	EntryForm string `json:"entry_form"`

	PopupEnabled      bool   `json:"popup_enabled"`
	PopupDelaySeconds int    `json:"popup_delay_seconds"`
	PopupHeadline     string `json:"popup_headline"`

	// LeadVerification is "off", "optional" or "required".
	LeadVerification     string `json:"lead_verification"`
	LeadIDScriptURL      string `json:"leadid_script_url"`
	TrustedFormScriptURL string `json:"trustedform_script_url"`

	// NotifyEmails receive one e-mail per new lead.
	NotifyEmails []string `json:"notify_emails"`
	// ConfirmationEmail sends each visitor who leaves a lead an e-mail
	// with its reference, their consent and a link that withdraws it
	// (decision 058).
	ConfirmationEmail bool `json:"confirmation_email"`
	// LanguageFallback sends a lead in a language no eligible firm speaks
	// to the other eligible firms, marked so (decision 067); off, such a
	// lead is unrouted.
	LanguageFallback bool `json:"language_fallback"`

	// LeadRetentionYears is how long leads keep their personal data.
	LeadRetentionYears int `json:"lead_retention_years"`

	// The offline conversion export (decision 026): what each qualified
	// lead with a Google click id is reported as, and the time zone the
	// operator's dates and the conversion times are in.
	ConversionName     string  `json:"conversion_name"`
	ConversionValue    float64 `json:"conversion_value"`
	ConversionCurrency string  `json:"conversion_currency"`
	OperatorTimezone   string  `json:"operator_timezone"`
	// ReturnWindowDays is how long after a partner received a lead its
	// rejection counts as a return.
	ReturnWindowDays int `json:"return_window_days"`
	// PaymentInstructions is what every partner invoice says about paying
	// it (bank, check address, terms); copied onto each when it is issued.
	PaymentInstructions string `json:"payment_instructions"`

	// ES is the Spanish version of the settings that are text shown to
	// visitors (issue 25, decision 065), stored as one value (key "es").
	ES SpanishTexts `json:"es"`
}

// SpanishTexts are the Spanish versions of the text settings the public
// pages show; the brand, addresses, links and numbers have none. An empty
// one has no Spanish version yet: the Spanish pages then show the English
// text (In), never an empty field, and the admin area flags it.
type SpanishTexts struct {
	FooterDisclaimer string `json:"footer_disclaimer"`
	HeroHeadline     string `json:"hero_headline"`
	HeroSubline      string `json:"hero_subline"`
	CTALabel         string `json:"cta_label"`
	PopupHeadline    string `json:"popup_headline"`
}

// Texts are the text settings the public pages show, in one language.
type Texts = SpanishTexts

// pairs are each Spanish text with its English one, and the English
// default.
func (s *Settings) pairs() []struct {
	english, spanish *string
	byDefault        string
} {
	return []struct {
		english, spanish *string
		byDefault        string
	}{
		{&s.FooterDisclaimer, &s.ES.FooterDisclaimer, DefaultDisclaimer},
		{&s.HeroHeadline, &s.ES.HeroHeadline, DefaultHeroHeadline},
		{&s.HeroSubline, &s.ES.HeroSubline, DefaultHeroSubline},
		{&s.CTALabel, &s.ES.CTALabel, DefaultCTALabel},
		{&s.PopupHeadline, &s.ES.PopupHeadline, DefaultPopupHeadline},
	}
}

// TextsIn are the text settings the pages of lang ("en" or "es") show: in
// Spanish each Spanish text, or the English one where it has none.
func (s Settings) TextsIn(lang string) Texts {
	t := Texts{FooterDisclaimer: s.FooterDisclaimer, HeroHeadline: s.HeroHeadline, HeroSubline: s.HeroSubline,
		CTALabel: s.CTALabel, PopupHeadline: s.PopupHeadline}
	if lang != "es" {
		return t
	}
	pick := func(es, en string) string {
		if es != "" {
			return es
		}
		return en
	}
	return Texts{
		FooterDisclaimer: pick(s.ES.FooterDisclaimer, t.FooterDisclaimer),
		HeroHeadline:     pick(s.ES.HeroHeadline, t.HeroHeadline),
		HeroSubline:      pick(s.ES.HeroSubline, t.HeroSubline),
		CTALabel:         pick(s.ES.CTALabel, t.CTALabel),
		PopupHeadline:    pick(s.ES.PopupHeadline, t.PopupHeadline),
	}
}

// WithSpanish is s with the Spanish texts of texts (by setting key, as
// seed.SpanishSettings has them): the defaults' Spanish versions.
func (s Settings) WithSpanish(texts map[string]string) Settings {
	b, _ := json.Marshal(texts)
	var es SpanishTexts
	if json.Unmarshal(b, &es) == nil {
		s.ES = es
	}
	return s
}

// withoutStaleSpanish drops, from settings whose Spanish texts were never
// saved, the Spanish default of each text whose English is no longer the
// default: it translates words the site no longer shows (an operator's
// own disclaimer may say more), so the Spanish pages show the operator's
// English until someone writes the Spanish.
func (s Settings) withoutStaleSpanish() Settings {
	for _, p := range s.pairs() {
		if *p.english != p.byDefault {
			*p.spanish = ""
		}
	}
	return s
}

// Limits of the values (validated on save).
const (
	MaxAddress      = 300
	MaxDisclaimer   = 2000
	MaxHeadline     = 120
	MaxBrand        = 80
	MaxURL          = 500
	MaxNotifyEmails = 20
	MinPopupDelay   = 0
	MaxPopupDelay   = 120
	MinRetention    = 1
	MaxRetention    = 10
	MaxConversion   = 100
	MaxValue        = 1_000_000_000
	MinReturnWindow = 1
	MaxReturnWindow = 90
	MaxInstructions = 1000
	MaxHeroHeadline = 120
	MaxHeroSubline  = 300
	MaxCTALabel     = 40
)

// EntryForms are the values of EntryForm: the short form's modal (the
// default), or the case evaluation's page.
var EntryForms = []string{"short", "case_evaluation"}

// The home page's words until the operator writes their own (what the page
// said before they were settings).
const (
	DefaultHeroHeadline = "Hurt in an accident? Get the compensation you deserve."
	DefaultHeroSubline  = "{brand} connects people injured in car, truck, motorcycle and other accidents with experienced " +
		"personal-injury attorneys in their state. Tell us what happened and we reply within 24 hours."
	DefaultCTALabel = "Get a Free Consultation"
	// DefaultPopupHeadline is the pop-up's headline.
	DefaultPopupHeadline = "Claim Your Personal Injury Compensation"
)

// DefaultDisclaimer is the footer disclaimer of SPEC.md section 1 until the
// operator writes their own.
const DefaultDisclaimer = "This website is an advertisement, paid for by the participating attorneys. " +
	"This site is not a law firm, does not give legal advice and is not a lawyer referral service; it acts as a " +
	"liaison between claimants and legal entities. When you submit a form, your details are passed to a lawyer or " +
	"law firm in your state who may contact you. No attorney-client relationship is formed by using this site. " +
	"Past results do not guarantee a similar outcome."

// Defaults are the settings of an empty database, from the start-up flags
// (and, for settings that have no flag, the product's own defaults).
func Defaults(c config.Config) Settings {
	site := c.Site
	return Settings{
		Brand:                site.Brand,
		Phone:                site.Phone,
		Email:                site.Email,
		Address:              "",
		FacebookURL:          site.Facebook,
		YouTubeURL:           site.YouTube,
		LinkedInURL:          site.LinkedIn,
		InstagramURL:         site.Instagram,
		TikTokURL:            site.TikTok,
		NewsURL:              site.NewsURL,
		FooterDisclaimer:     DefaultDisclaimer,
		HeroHeadline:         DefaultHeroHeadline,
		HeroSubline:          DefaultHeroSubline,
		CTALabel:             DefaultCTALabel,
		EntryForm:            "short",
		PopupEnabled:         true,
		PopupDelaySeconds:    3, // SPEC.md: the pop-up opens after 3000 ms
		PopupHeadline:        DefaultPopupHeadline,
		LeadVerification:     site.LeadVerification,
		LeadIDScriptURL:      site.LeadIDScriptURL,
		TrustedFormScriptURL: site.TrustedFormScriptURL,
		NotifyEmails:         slices.Clone(c.NotifyEmails),
		ConfirmationEmail:    true,
		LanguageFallback:     true,
		LeadRetentionYears:   4, // the time a TCPA claim can be brought
		ConversionName:       "Qualified lead",
		ConversionValue:      0,
		ConversionCurrency:   "USD",
		OperatorTimezone:     "America/New_York",
		ReturnWindowDays:     7,
	}
}

// LeadRetention is how long a lead keeps its personal data before the
// daily job anonymises it.
func (s Settings) LeadRetention() time.Duration {
	return time.Duration(s.LeadRetentionYears) * 365 * 24 * time.Hour
}

// Location is the operator's time zone (UTC if the saved name no longer
// loads, which Validate prevents).
func (s Settings) Location() *time.Location {
	loc, err := time.LoadLocation(s.OperatorTimezone)
	if err != nil {
		return time.UTC
	}
	return loc
}

// InvoiceIssuer is who the invoices issued now say sent them: the
// operator's brand and contact details.
func (s Settings) InvoiceIssuer() billing.Issuer {
	return billing.Issuer{Name: s.Brand, Address: s.Address, Email: s.Email, Phone: s.Phone}
}

// ReturnWindow is how long after delivery a rejection is a return.
func (s Settings) ReturnWindow() time.Duration {
	return time.Duration(s.ReturnWindowDays) * 24 * time.Hour
}

// toMap is s as key to JSON value.
func toMap(s Settings) (map[string]json.RawMessage, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	err = json.Unmarshal(b, &m)
	return m, err
}

// Apply returns base with the values of patch (key to JSON value) laid
// over it. A key that is no setting, or a value of the wrong type, is a
// field error; the values are not validated (Validate does that).
func Apply(base Settings, patch map[string]json.RawMessage) (Settings, validate.Errors) {
	errs := validate.Errors{}
	m, err := toMap(base)
	if err != nil {
		errs.Add("settings", "The settings could not be read.")
		return base, errs
	}
	for k, v := range patch {
		if _, ok := m[k]; !ok {
			errs.Add(k, "There is no such setting.")
			continue
		}
		if k == "es" {
			merged, ok := mergeSpanish(m[k], v, errs)
			if ok {
				m[k] = merged
			}
			continue
		}
		// Each value alone, so a wrong type is reported on its field.
		var probe Settings
		if err := json.Unmarshal([]byte(`{"`+k+`":`+string(v)+`}`), &probe); err != nil || bytes.Equal(bytes.TrimSpace(v), []byte("null")) {
			errs.Add(k, "The value has the wrong type.")
			continue
		}
		m[k] = v
	}
	if errs.Any() {
		return base, errs
	}
	b, _ := json.Marshal(m)
	var out Settings
	if err := json.Unmarshal(b, &out); err != nil {
		errs.Add("settings", "The settings could not be read.")
		return base, errs
	}
	return out.normalized(), nil
}

// mergeSpanish lays the Spanish texts patch names over base (both JSON
// objects of SpanishTexts): a text it leaves out keeps its value. A key
// that is no Spanish text, or a value that is not text, is an error on
// "es.key".
func mergeSpanish(base, patch json.RawMessage, errs validate.Errors) (json.RawMessage, bool) {
	var cur, next map[string]json.RawMessage
	if json.Unmarshal(base, &cur) != nil {
		errs.Add("es", "The settings could not be read.")
		return nil, false
	}
	if err := json.Unmarshal(patch, &next); err != nil || next == nil {
		errs.Add("es", "The value has the wrong type.")
		return nil, false
	}
	ok := true
	for k, v := range next {
		var text string
		switch _, known := cur[k]; {
		case !known:
			errs.Add("es."+k, "There is no such setting.")
			ok = false
		case json.Unmarshal(v, &text) != nil || bytes.Equal(bytes.TrimSpace(v), []byte("null")):
			errs.Add("es."+k, "The value has the wrong type.")
			ok = false
		default:
			cur[k] = v
		}
	}
	b, _ := json.Marshal(cur)
	return b, ok
}

// normalized trims the text values and drops empty or repeated notify
// addresses.
func (s Settings) normalized() Settings {
	for _, p := range []*string{&s.Brand, &s.Phone, &s.Email, &s.Address, &s.FacebookURL, &s.YouTubeURL,
		&s.LinkedInURL, &s.InstagramURL, &s.TikTokURL, &s.NewsURL, &s.FooterDisclaimer, &s.HeroHeadline,
		&s.HeroSubline, &s.CTALabel, &s.EntryForm, &s.PopupHeadline,
		&s.LeadVerification, &s.LeadIDScriptURL, &s.TrustedFormScriptURL, &s.ConversionName, &s.OperatorTimezone,
		&s.PaymentInstructions, &s.ES.FooterDisclaimer, &s.ES.HeroHeadline, &s.ES.HeroSubline, &s.ES.CTALabel, &s.ES.PopupHeadline} {
		*p = strings.TrimSpace(*p)
	}
	var emails []string
	for _, e := range s.NotifyEmails {
		e = strings.ToLower(strings.TrimSpace(e))
		if e != "" && !slices.Contains(emails, e) {
			emails = append(emails, e)
		}
	}
	s.ConversionCurrency = strings.ToUpper(strings.TrimSpace(s.ConversionCurrency))
	s.NotifyEmails = emails
	if s.NotifyEmails == nil {
		s.NotifyEmails = []string{}
	}
	return s
}

// Validate says what is wrong with s, per field.
func (s Settings) Validate() validate.Errors {
	errs := validate.Errors{}
	text := func(key, label, v string, max int, required bool) {
		if !validate.Storable(v) {
			errs.Add(key, "The "+label+" must be plain text.")
			return
		}
		if required && v == "" {
			errs.Add(key, "The "+label+" field is required.")
			return
		}
		if utf8.RuneCountInString(v) > max {
			errs.Add(key, fmt.Sprintf("The %s may not be longer than %d characters.", label, max))
		}
	}
	text("brand", "brand name", s.Brand, MaxBrand, true)
	text("address", "address", s.Address, MaxAddress, false)
	text("footer_disclaimer", "footer disclaimer", s.FooterDisclaimer, MaxDisclaimer, true)
	text("hero_headline", "home page headline", s.HeroHeadline, MaxHeroHeadline, true)
	text("hero_subline", "home page sub-line", s.HeroSubline, MaxHeroSubline, true)
	text("cta_label", "main button label", s.CTALabel, MaxCTALabel, true)
	if !slices.Contains(EntryForms, s.EntryForm) {
		errs.Add("entry_form", "The entry form must be short or case_evaluation.")
	}
	text("popup_headline", "pop-up headline", s.PopupHeadline, MaxHeadline, s.PopupEnabled)
	// The Spanish texts: the English ones' limits; each may be empty (no
	// Spanish version yet, TextsIn).
	text("es.footer_disclaimer", "Spanish footer disclaimer", s.ES.FooterDisclaimer, MaxDisclaimer, false)
	text("es.hero_headline", "Spanish home page headline", s.ES.HeroHeadline, MaxHeroHeadline, false)
	text("es.hero_subline", "Spanish home page sub-line", s.ES.HeroSubline, MaxHeroSubline, false)
	text("es.cta_label", "Spanish main button label", s.ES.CTALabel, MaxCTALabel, false)
	text("es.popup_headline", "Spanish pop-up headline", s.ES.PopupHeadline, MaxHeadline, false)
	text("payment_instructions", "payment instructions", s.PaymentInstructions, MaxInstructions, false)
	if !validPhone(s.Phone) {
		errs.Add("phone", "Enter a US phone number of 10 digits (with an optional leading 1), such as 1-888-555-0142.")
	}
	if !validate.IsEmail(s.Email) {
		errs.Add("email", "The email must be a valid email address.")
	}
	for _, f := range []struct{ key, label, v string }{
		{"facebook_url", "Facebook link", s.FacebookURL},
		{"youtube_url", "YouTube link", s.YouTubeURL},
		{"linkedin_url", "LinkedIn link", s.LinkedInURL},
		{"instagram_url", "Instagram link", s.InstagramURL},
		{"tiktok_url", "TikTok link", s.TikTokURL},
		{"news_url", "News link", s.NewsURL},
	} {
		if f.v != "" && !webURL(f.v, false) {
			errs.Add(f.key, "The "+f.label+" must be an http:// or https:// address.")
		}
	}
	for _, f := range []struct{ key, label, v string }{
		{"leadid_script_url", "LeadiD script URL", s.LeadIDScriptURL},
		{"trustedform_script_url", "TrustedForm script URL", s.TrustedFormScriptURL},
	} {
		if f.v != "" && !webURL(f.v, true) {
			errs.Add(f.key, "The "+f.label+" must be an https:// address.")
		}
	}
	if s.PopupDelaySeconds < MinPopupDelay || s.PopupDelaySeconds > MaxPopupDelay {
		errs.Add("popup_delay_seconds", fmt.Sprintf("The pop-up delay must be between %d and %d seconds.", MinPopupDelay, MaxPopupDelay))
	}
	switch s.LeadVerification {
	case "off", "optional", "required":
	default:
		errs.Add("lead_verification", "The lead verification must be off, optional or required.")
	}
	if s.LeadVerification == "required" && s.LeadIDScriptURL == "" && s.TrustedFormScriptURL == "" {
		errs.Add("lead_verification", "Required verification needs a LeadiD or TrustedForm script URL.")
	}
	if len(s.NotifyEmails) > MaxNotifyEmails {
		errs.Add("notify_emails", fmt.Sprintf("At most %d notification addresses.", MaxNotifyEmails))
	}
	for _, e := range s.NotifyEmails {
		if a, err := mail.ParseAddress(e); err != nil || a.Name != "" || !validate.IsEmail(e) {
			errs.Add("notify_emails", fmt.Sprintf("%q is not an email address.", e))
		}
	}
	if s.LeadRetentionYears < MinRetention || s.LeadRetentionYears > MaxRetention {
		errs.Add("lead_retention_years", fmt.Sprintf("The lead retention must be between %d and %d years.", MinRetention, MaxRetention))
	}
	text("conversion_name", "conversion name", s.ConversionName, MaxConversion, true)
	if math.IsNaN(s.ConversionValue) || s.ConversionValue < 0 || s.ConversionValue > MaxValue {
		errs.Add("conversion_value", fmt.Sprintf("The conversion value must be a number from 0 to %d.", MaxValue))
	}
	if !currencyCode.MatchString(s.ConversionCurrency) {
		errs.Add("conversion_currency", "The conversion currency must be a three-letter ISO 4217 code, such as USD.")
	}
	if !validZone(s.OperatorTimezone) {
		errs.Add("operator_timezone", "The time zone must be an IANA time zone name, such as America/New_York.")
	}
	if s.ReturnWindowDays < MinReturnWindow || s.ReturnWindowDays > MaxReturnWindow {
		errs.Add("return_window_days", fmt.Sprintf("The return window must be between %d and %d days.", MinReturnWindow, MaxReturnWindow))
	}
	return errs
}

// currencyCode is what an ISO 4217 code looks like: three capital letters.
var currencyCode = regexp.MustCompile(`^[A-Z]{3}$`)

// validZone accepts an IANA zone name (America/New_York, UTC), never
// "Local" (the server's own zone, which the operator cannot see) nor a
// path-like name.
func validZone(name string) bool {
	if name == "" || name == "Local" || len(name) > 64 || strings.Contains(name, "..") || strings.HasPrefix(name, "/") {
		return false
	}
	_, err := time.LoadLocation(name)
	return err == nil
}

// validPhone accepts a displayed US number: 10 digits, or 11 starting with
// 1, written with spaces, dashes, dots, brackets or a leading +.
func validPhone(p string) bool {
	if p == "" || len(p) > 25 {
		return false
	}
	digits := 0
	for i, r := range p {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '+' && i == 0, r == ' ', r == '-', r == '.', r == '(', r == ')':
		default:
			return false
		}
	}
	d := strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, p)
	return digits == 10 || (digits == 11 && d[0] == '1')
}

// webURL reports whether raw is an absolute http(s) URL with a host
// (https only when httpsOnly), of sane length and without credentials.
func webURL(raw string, httpsOnly bool) bool {
	if len(raw) > MaxURL || strings.ContainsAny(raw, " \t\r\n\"'<>") {
		return false
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || u.User != nil {
		return false
	}
	return u.Scheme == "https" || (!httpsOnly && u.Scheme == "http")
}
