package settings

import (
	"testing"
	"time"
)

// TestConversionSettingsValidate covers the settings of the offline
// conversion export and the partner return window (decision 026).
func TestConversionSettingsValidate(t *testing.T) {
	valid := Settings{ConversionName: "Qualified lead", ConversionCurrency: "USD", OperatorTimezone: "America/New_York", ReturnWindowDays: 7}
	for _, c := range []struct {
		name   string
		change func(*Settings)
		field  string // "" when valid
	}{
		{"defaults", func(*Settings) {}, ""},
		{"zone UTC", func(s *Settings) { s.OperatorTimezone = "UTC" }, ""},
		{"zone unknown", func(s *Settings) { s.OperatorTimezone = "Mars/Olympus" }, "operator_timezone"},
		{"zone Local", func(s *Settings) { s.OperatorTimezone = "Local" }, "operator_timezone"},
		{"zone path", func(s *Settings) { s.OperatorTimezone = "../../etc/passwd" }, "operator_timezone"},
		{"zone empty", func(s *Settings) { s.OperatorTimezone = "" }, "operator_timezone"},
		{"currency EUR", func(s *Settings) { s.ConversionCurrency = "EUR" }, ""},
		{"currency lower", func(s *Settings) { s.ConversionCurrency = "usd" }, "conversion_currency"},
		{"currency long", func(s *Settings) { s.ConversionCurrency = "USDD" }, "conversion_currency"},
		{"value zero", func(s *Settings) { s.ConversionValue = 0 }, ""},
		{"value cents", func(s *Settings) { s.ConversionValue = 125.5 }, ""},
		{"value negative", func(s *Settings) { s.ConversionValue = -1 }, "conversion_value"},
		{"name empty", func(s *Settings) { s.ConversionName = "" }, "conversion_name"},
		{"window 1", func(s *Settings) { s.ReturnWindowDays = 1 }, ""},
		{"window 90", func(s *Settings) { s.ReturnWindowDays = 90 }, ""},
		{"window 0", func(s *Settings) { s.ReturnWindowDays = 0 }, "return_window_days"},
		{"window 91", func(s *Settings) { s.ReturnWindowDays = 91 }, "return_window_days"},
	} {
		s := valid
		c.change(&s)
		errs := s.Validate()
		for _, f := range []string{"operator_timezone", "conversion_currency", "conversion_value", "conversion_name", "return_window_days"} {
			if got, want := errs.Has(f), f == c.field; got != want {
				t.Errorf("%s: error on %s: %v, want %v (%v)", c.name, f, got, want, errs)
			}
		}
	}
}

func TestConversionSettingsHelpers(t *testing.T) {
	s := Settings{OperatorTimezone: "America/New_York", ReturnWindowDays: 7, ConversionCurrency: " eur "}
	if got := s.Location().String(); got != "America/New_York" {
		t.Errorf("Location: %s", got)
	}
	if s.ReturnWindow() != 7*24*time.Hour {
		t.Errorf("ReturnWindow: %v", s.ReturnWindow())
	}
	if got := s.normalized().ConversionCurrency; got != "EUR" {
		t.Errorf("normalized currency: %q", got)
	}
	if got := (Settings{OperatorTimezone: "nope"}).Location(); got != time.UTC {
		t.Errorf("unknown zone: %v", got)
	}
}
