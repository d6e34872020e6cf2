package leads

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"claimsite/internal/billing"
)

// TestPartnerChanges: a change request sets the fields it names and keeps
// every other one, billing included; it is stored as JSON of the asked
// fields only; asking for a firm's present value asks for nothing.
func TestPartnerChanges(t *testing.T) {
	firm := validPartner()
	firm.ID, firm.DailyCap, firm.MonthlyCap, firm.PriceCents, firm.CreditLimitCents = 7, 5, 50, 4000, 100_000
	firm.Schedule = Schedule{{Day: 1, Open: "09:00", Close: "17:00"}}
	firm.ServiceIDs = []int64{1}

	states, monthly, hook := []string{"CA", "NV"}, 80, "https://firm.example/hook"
	c := PartnerChanges{States: &states, MonthlyCap: &monthly, WebhookURL: &hook}
	if got := c.Fields(); !slices.Equal(got, []string{"states", "monthly_cap", "webhook_url"}) {
		t.Errorf("fields: %v", got)
	}
	got := c.Apply(firm)
	want := firm
	want.States, want.MonthlyCap, want.WebhookURL = states, monthly, hook
	if !reflect.DeepEqual(got, want) {
		t.Errorf("applied:\n got %+v\nwant %+v", got, want)
	}
	if got.PriceCents != 4000 || got.CreditLimitCents != 100_000 || got.Mode != billing.Prepaid {
		t.Errorf("billing changed: %+v", got.Settings)
	}

	b, err := json.Marshal(c)
	if err != nil || string(b) != `{"states":["CA","NV"],"monthly_cap":80,"webhook_url":"https://firm.example/hook"}` {
		t.Errorf("JSON: %s, %v", b, err)
	}
	var back PartnerChanges
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, c) {
		t.Errorf("read back: %+v, %v", back, err)
	}

	cur := c.Current(firm)
	if b, _ := json.Marshal(cur); string(b) != `{"states":["CA"],"monthly_cap":50,"webhook_url":""}` {
		t.Errorf("current: %s", b)
	}
	// A zero value asked for is asked for: no cap, no webhook.
	zero, none := 0, ""
	if f := (PartnerChanges{DailyCap: &zero, WebhookURL: &none}).Fields(); !slices.Equal(f, []string{"daily_cap", "webhook_url"}) {
		t.Errorf("zero values: %v", f)
	}

	same := []string{"CA"}
	mixed := PartnerChanges{States: &same, MonthlyCap: &monthly}.Without(firm)
	if f := mixed.Fields(); !slices.Equal(f, []string{"monthly_cap"}) || *mixed.MonthlyCap != 80 {
		t.Errorf("without the present values: %v", f)
	}
	if !(PartnerChanges{States: &same}).Without(firm).Empty() || !(PartnerChanges{}).Empty() {
		t.Error("asking for the present values asks for nothing")
	}
	if f := ChangesOf(firm, []string{"price_cents", "timezone"}).Fields(); !slices.Equal(f, []string{"timezone"}) {
		t.Errorf("ChangesOf takes only changeable fields: %v", f)
	}
	spanish := []string{"en", "es"}
	if got := (PartnerChanges{Languages: &spanish}).Apply(firm); !slices.Equal(got.Languages, spanish) {
		t.Errorf("languages asked for: %v", got.Languages)
	}
	var names []string
	for _, f := range (&PartnerChanges{}).fields(&Partner{}) {
		names = append(names, f.name)
	}
	if !slices.Equal(names, ChangeableFields) {
		t.Errorf("ChangeableFields %v, fields %v", ChangeableFields, names)
	}
}
