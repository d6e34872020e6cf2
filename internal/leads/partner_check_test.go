package leads

import (
	"claimsite/internal/billing"

	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func validPartner() Partner {
	return Partner{Name: "Smith & Jones LLP", Email: "intake@smithjones.example", States: []string{"CA"},
		Priority: 1, Timezone: "America/Los_Angeles", Settings: billing.DefaultSettings()}
}

func TestPartnerNormalized(t *testing.T) {
	p := Partner{
		Name: "  Smith\x00 LLP ", Email: " Intake@Example.COM ", WebhookURL: " https://x.example/h ", Timezone: " UTC ",
		States:     []string{"ca", " NY", "CA", "ny"},
		ServiceIDs: []int64{3, 1, 3},
		Schedule:   Schedule{{Day: 2, Open: "09:00", Close: "17:00"}, {Day: 1, Open: " 13:00", Close: "17:00"}, {Day: 1, Open: "09:00", Close: "12:00"}, {Day: 2, Open: "09:00", Close: "17:00"}},
	}.Normalized()
	want := Partner{
		Name: "Smith LLP", Email: "intake@example.com", WebhookURL: "https://x.example/h", Timezone: "UTC",
		States:     []string{"CA", "NY"},
		ServiceIDs: []int64{3, 1},
		Schedule:   Schedule{{Day: 1, Open: "09:00", Close: "12:00"}, {Day: 1, Open: "13:00", Close: "17:00"}, {Day: 2, Open: "09:00", Close: "17:00"}},
		Settings:   billing.Settings{Pricing: billing.Pricing{Overrides: []billing.Override{}}, AutoApproveReasons: []string{}},
		Languages:  []string{"en"}, // none said: English
	}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("got %+v\nwant %+v", p, want)
	}
	if got := (Partner{Languages: []string{" ES", "en", "es"}}).Normalized().Languages; !reflect.DeepEqual(got, []string{"es", "en"}) {
		t.Errorf("languages: got %v", got)
	}
	if got := (Partner{Languages: []string{}}).Normalized().Languages; len(got) != 0 {
		t.Errorf("an empty list said is kept, for Check to refuse: %v", got)
	}
	if e := (Partner{}).Normalized(); e.States == nil || e.ServiceIDs == nil || e.Schedule == nil {
		t.Errorf("empty lists must be empty, not nil: %+v", e)
	}
}

func TestPartnerCheck(t *testing.T) {
	if errs := validPartner().Check(); errs.Any() {
		t.Fatalf("valid partner: %v", errs)
	}
	webhookOnly := validPartner()
	webhookOnly.Email, webhookOnly.WebhookURL = "", "https://hooks.example/x"
	webhookOnly.ServiceIDs = []int64{1, 2}
	webhookOnly.Schedule = Schedule{{Day: 1, Open: "09:00", Close: "17:00"}, {Day: 6, Open: "00:00", Close: "24:00"}}
	webhookOnly.DailyCap, webhookOnly.MonthlyCap = 10, 200
	if errs := webhookOnly.Check(); errs.Any() {
		t.Fatalf("webhook-only partner: %v", errs)
	}

	for _, c := range []struct {
		name   string
		change func(*Partner)
		fields []string // fields with errors
		text   string   // part of the first message of fields[0]
	}{
		{"no name", func(p *Partner) { p.Name = "" }, []string{"name"}, "required"},
		{"long name", func(p *Partner) { p.Name = strings.Repeat("n", 201) }, []string{"name"}, "200"},
		{"bad email", func(p *Partner) { p.Email = "not-an-address" }, []string{"email"}, "valid email"},
		{"no channel", func(p *Partner) { p.Email = "" }, []string{"email", "webhook_url"}, "email address or a webhook"},
		{"no states", func(p *Partner) { p.States = nil }, []string{"states"}, "at least one"},
		{"unknown state", func(p *Partner) { p.States = []string{"CA", "XX"} }, []string{"states"}, `"XX"`},
		{"no languages", func(p *Partner) { p.Languages = []string{} }, []string{"languages"}, "at least one language"},
		{"unknown language", func(p *Partner) { p.Languages = []string{"en", "fr"} }, []string{"languages"}, `"fr"`},
		{"bad service id", func(p *Partner) { p.ServiceIDs = []int64{0} }, []string{"service_ids"}, "service"},
		{"priority 0", func(p *Partner) { p.Priority = 0 }, []string{"priority"}, "from 1"},
		{"priority too big", func(p *Partner) { p.Priority = 1001 }, []string{"priority"}, "1000"},
		{"negative daily cap", func(p *Partner) { p.DailyCap = -1 }, []string{"daily_cap"}, "0 (no cap)"},
		{"negative monthly cap", func(p *Partner) { p.MonthlyCap = -5 }, []string{"monthly_cap"}, "0 (no cap)"},
		{"daily over monthly", func(p *Partner) { p.DailyCap, p.MonthlyCap = 50, 10 }, []string{"daily_cap"}, "greater than the monthly"},
		{"no time zone", func(p *Partner) { p.Timezone = "" }, []string{"timezone"}, "required"},
		{"unknown time zone", func(p *Partner) { p.Timezone = "Mars/Olympus" }, []string{"timezone"}, "not a known time zone"},
		{"local time zone", func(p *Partner) { p.Timezone = "Local" }, []string{"timezone"}, "IANA"},
		{"closing before opening", func(p *Partner) { p.Schedule = Schedule{{Day: 1, Open: "17:00", Close: "09:00"}} }, []string{"schedule"}, "Opening 1 (Monday): closing time must be after"},
		{"bad day", func(p *Partner) { p.Schedule = Schedule{{Day: 7, Open: "09:00", Close: "17:00"}} }, []string{"schedule"}, "day must be"},
		{"bad time", func(p *Partner) { p.Schedule = Schedule{{Day: 0, Open: "9am", Close: "17:00"}} }, []string{"schedule"}, "opening time"},
		{"too many openings", func(p *Partner) {
			for range 51 {
				p.Schedule = append(p.Schedule, OpeningHours{Day: 1, Open: "09:00", Close: "10:00"})
			}
		}, []string{"schedule"}, "At most 50"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := validPartner()
			c.change(&p)
			errs := p.Check()
			if len(errs) != len(c.fields) {
				t.Fatalf("errors: got %v, want fields %v", errs, c.fields)
			}
			for _, f := range c.fields {
				if !errs.Has(f) {
					t.Errorf("no error on %s: %v", f, errs)
				}
			}
			if got := errs[c.fields[0]][0]; !strings.Contains(got, c.text) {
				t.Errorf("message: got %q, want it to contain %q", got, c.text)
			}
		})
	}
}

// An opening read from JSON without its day is refused, not taken for a
// Sunday opening (day 0); the Portman run of make verify found it.
func TestOpeningHoursJSONDay(t *testing.T) {
	for _, c := range []struct {
		json, problem string
		day           int
	}{
		{`{"day": 0, "open": "09:00", "close": "17:00"}`, "", 0},
		{`{"day": 6, "open": "09:00", "close": "17:00"}`, "", 6},
		{`{"open": "09:00", "close": "17:00"}`, "the day is missing", dayMissing},
		{`{"day": null, "open": "09:00", "close": "17:00"}`, "the day is missing", dayMissing},
	} {
		var h OpeningHours
		if err := json.Unmarshal([]byte(c.json), &h); err != nil {
			t.Fatalf("%s: %v", c.json, err)
		}
		if h.Day != c.day {
			t.Errorf("%s: day %d, want %d", c.json, h.Day, c.day)
		}
		err := h.Check()
		switch {
		case c.problem == "" && err != nil:
			t.Errorf("%s: %v", c.json, err)
		case c.problem != "" && (err == nil || !strings.Contains(err.Error(), c.problem)):
			t.Errorf("%s: got %v, want %q", c.json, err, c.problem)
		}
	}
	var s Schedule
	if err := json.Unmarshal([]byte(`[{"day": 1, "open": "09:00", "close": "17:00"}, {"open": "09:00", "close": "17:00"}]`), &s); err != nil {
		t.Fatal(err)
	}
	if s[0].Day != 1 || s[1].Day != dayMissing {
		t.Errorf("schedule days %d, %d: want 1, %d", s[0].Day, s[1].Day, dayMissing)
	}
}
