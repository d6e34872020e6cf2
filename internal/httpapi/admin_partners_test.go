package httpapi

import (
	"claimsite/internal/access"

	"claimsite/internal/billing"

	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"claimsite/internal/config"
	"claimsite/internal/store"
)

// partnerBody is a valid partner as the admin screen sends it.
func partnerBody(name string) map[string]any {
	return map[string]any{
		"name": name, "email": "Intake@Firm.example", "webhook_url": "", "webhook_secret": "",
		"states": []string{"ca", "NV"}, "service_ids": []int64{}, "priority": 2, "daily_cap": 10, "monthly_cap": 200,
		"timezone": "America/Los_Angeles", "schedule": []map[string]any{{"day": 1, "open": "09:00", "close": "17:00"}},
		"active": true,
	}
}

// partnerAnswer is the body of a partner create or update.
type partnerAnswer struct {
	Message string      `json:"message"`
	Data    partnerData `json:"data"`
}

// partnerData is a partner as an answer has it, with the webhook secret
// when the answer shows it (a create).
type partnerData struct {
	store.PartnerWithUsage
	Secret string `json:"webhook_secret"`
}

// createPartner creates a partner and returns it with the secret its
// answer showed.
func createPartner(t *testing.T, ts *testServer, token string, body any) store.PartnerWithUsage {
	t.Helper()
	r := ts.do(request{method: "POST", path: "/api/admin/partners", token: token, body: body})
	wantStatus(t, r, http.StatusCreated)
	var a partnerAnswer
	r.decode(t, &a)
	p := a.Data.PartnerWithUsage
	p.WebhookSecret = a.Data.Secret
	return p
}

var hexSecret = regexp.MustCompile(`^[0-9a-f]{64}$`)

func TestAdminPartnerCreateAndList(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		r := ts.get("/api/admin/partners", admin)
		wantStatus(t, r, http.StatusOK)
		if got := strings.TrimSpace(r.Body.String()); got != `{"data":[]}` {
			t.Errorf("empty list: got %s", got)
		}

		services, err := ts.store.AllServices(t.Context())
		if err != nil || len(services) < 2 {
			t.Fatalf("seeded services: %d, %v", len(services), err)
		}
		body := partnerBody("  Beta Law ")
		body["service_ids"] = []int64{services[1].ID, services[0].ID, services[1].ID}
		r = ts.do(request{method: "POST", path: "/api/admin/partners/", token: admin, body: body})
		wantStatus(t, r, http.StatusCreated)
		var a partnerAnswer
		r.decode(t, &a)
		p := a.Data.PartnerWithUsage
		if a.Message != "Partner created successfully" || p.ID == 0 || p.Name != "Beta Law" || p.Email != "intake@firm.example" ||
			fmt.Sprint(p.States) != "[CA NV]" || fmt.Sprint(p.ServiceIDs) != fmt.Sprint([]int64{services[1].ID, services[0].ID}) ||
			p.Priority != 2 || p.DailyCap != 10 || p.MonthlyCap != 200 || p.Timezone != "America/Los_Angeles" ||
			len(p.Schedule) != 1 || !p.Active || !hexSecret.MatchString(a.Data.Secret) || p.Usage != (store.PartnerUsage{}) {
			t.Errorf("created: %s", r.Body.String())
		}
		if !strings.Contains(r.Body.String(), `"usage":{"today":0,"month":0}`) {
			t.Errorf("answer has no usage: %s", r.Body.String())
		}

		// Left-out fields take their defaults; a given secret is kept.
		alpha := createPartner(t, ts, admin, map[string]any{"name": "Alpha", "email": "a@alpha.example", "states": []string{"TX"}, "webhook_secret": "s3cret"})
		if alpha.Priority != 1 || alpha.Timezone != "America/New_York" || !alpha.Active || alpha.WebhookSecret != "s3cret" ||
			alpha.DailyCap != 0 || len(alpha.Schedule) != 0 || alpha.ServiceIDs == nil || fmt.Sprint(alpha.Languages) != "[en]" {
			t.Errorf("defaults: %+v", alpha)
		}
		bilingual := createPartner(t, ts, admin, map[string]any{"name": "Bilingüe", "email": "b@bilingue.example", "states": []string{"TX"},
			"languages": []string{"ES", "en", "es"}})
		if fmt.Sprint(bilingual.Languages) != "[es en]" {
			t.Errorf("languages: %v", bilingual.Languages)
		}
		zed := partnerBody("Zed")
		zed["priority"] = 1
		createPartner(t, ts, admin, zed)

		r = ts.get("/api/admin/partners", admin)
		wantStatus(t, r, http.StatusOK)
		var list struct {
			Data []store.PartnerWithUsage `json:"data"`
		}
		r.decode(t, &list)
		var names []string
		for _, p := range list.Data {
			names = append(names, p.Name)
		}
		if fmt.Sprint(names) != "[Alpha Bilingüe Zed Beta Law]" {
			t.Errorf("list order (priority, name): got %v", names)
		}

		r = ts.get(fmt.Sprintf("/api/admin/partners/%d/", p.ID), admin)
		wantStatus(t, r, http.StatusOK)
		var one struct {
			Data store.PartnerWithUsage `json:"data"`
		}
		r.decode(t, &one)
		if one.Data.Name != "Beta Law" || one.Data.WebhookSecret != p.WebhookSecret {
			t.Errorf("get: %s", r.Body.String())
		}
		for _, path := range []string{"/api/admin/partners/99999", "/api/admin/partners/abc", "/api/admin/partners/0"} {
			r := ts.get(path, admin)
			wantStatus(t, r, http.StatusNotFound)
			if m := r.json(t)["message"]; m != "Partner not found" {
				t.Errorf("%s: message %v", path, m)
			}
		}
	})
}

// TestAdminPartnerValidation: each rule answers 422 with its field.
func TestAdminPartnerValidation(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, c := range []struct {
			name   string
			change map[string]any
			fields []string
			text   string
		}{
			{"no name", map[string]any{"name": " "}, []string{"name"}, "The name field is required."},
			{"long name", map[string]any{"name": strings.Repeat("n", 201)}, []string{"name"}, "200"},
			{"name not text", map[string]any{"name": 5}, []string{"name"}, "must be text"},
			{"bad email", map[string]any{"email": "intake at firm"}, []string{"email"}, "valid email"},
			{"no channel", map[string]any{"email": "", "webhook_url": ""}, []string{"email", "webhook_url"}, "email address or a webhook URL"},
			{"webhook over http", map[string]any{"webhook_url": "http://93.184.215.14/hook"}, []string{"webhook_url"}, "The webhook URL must use https."},
			{"webhook not a URL", map[string]any{"webhook_url": "hooks.example.com"}, []string{"webhook_url"}, "valid URL"},
			{"webhook loopback", map[string]any{"webhook_url": "https://127.0.0.1/hook"}, []string{"webhook_url"}, "loopback, private"},
			{"webhook private", map[string]any{"webhook_url": "https://10.0.0.1/hook"}, []string{"webhook_url"}, "loopback, private"},
			{"webhook IPv6 loopback", map[string]any{"webhook_url": "https://[::1]:8443/hook"}, []string{"webhook_url"}, "loopback, private"},
			{"webhook metadata", map[string]any{"webhook_url": "https://169.254.169.254/latest"}, []string{"webhook_url"}, "loopback, private"},
			{"webhook does not resolve", map[string]any{"webhook_url": "https://no-such-firm.invalid/hook"}, []string{"webhook_url"}, "does not resolve"},
			{"webhook with password", map[string]any{"webhook_url": "https://u:p@93.184.215.14/"}, []string{"webhook_url"}, "user name or password"},
			{"no states", map[string]any{"states": []string{}}, []string{"states"}, "at least one state"},
			{"unknown state", map[string]any{"states": []string{"CA", "ZZ"}}, []string{"states"}, `"ZZ" is not a state code`},
			{"states not a list", map[string]any{"states": "CA"}, []string{"states"}, "list of two-letter codes"},
			{"unknown service", map[string]any{"service_ids": []int64{99999}}, []string{"service_ids"}, "no practice area (service) with id 99999"},
			{"service ids not numbers", map[string]any{"service_ids": []string{"car"}}, []string{"service_ids"}, "list of service ids"},
			{"priority 0", map[string]any{"priority": 0}, []string{"priority"}, "from 1 (first)"},
			{"priority not a number", map[string]any{"priority": "high"}, []string{"priority"}, "whole number"},
			{"priority a fraction", map[string]any{"priority": 1.5}, []string{"priority"}, "whole number"},
			{"negative daily cap", map[string]any{"daily_cap": -1}, []string{"daily_cap"}, "0 (no cap)"},
			{"negative monthly cap", map[string]any{"monthly_cap": -1, "daily_cap": 0}, []string{"monthly_cap"}, "0 (no cap)"},
			{"daily over monthly", map[string]any{"daily_cap": 300}, []string{"daily_cap"}, "greater than the monthly cap"},
			{"unknown time zone", map[string]any{"timezone": "America/Springfield"}, []string{"timezone"}, "not a known time zone"},
			{"empty time zone", map[string]any{"timezone": ""}, []string{"timezone"}, "required"},
			{"closing before opening", map[string]any{"schedule": []map[string]any{{"day": 2, "open": "18:00", "close": "08:00"}}}, []string{"schedule"}, "Opening 1 (Tuesday): closing time must be after the opening time."},
			{"bad day", map[string]any{"schedule": []map[string]any{{"day": 9, "open": "08:00", "close": "18:00"}}}, []string{"schedule"}, "day must be 0 (Sunday) to 6"},
			{"opening without its day", map[string]any{"schedule": []map[string]any{{"open": "08:00", "close": "18:00"}}}, []string{"schedule"}, "Opening 1 (no day): the day is missing"},
			{"opening with a null day", map[string]any{"schedule": []map[string]any{{"day": nil, "open": "08:00", "close": "18:00"}}}, []string{"schedule"}, "the day is missing"},
			{"schedule not a list", map[string]any{"schedule": "weekdays"}, []string{"schedule"}, "list of"},
			{"active not a boolean", map[string]any{"active": "yes"}, []string{"active"}, "true or false"},
			{"no languages", map[string]any{"languages": []string{}}, []string{"languages"}, "at least one language"},
			{"unknown language", map[string]any{"languages": []string{"en", "pt"}}, []string{"languages"}, `"pt" is not a language`},
			{"languages not a list", map[string]any{"languages": "es"}, []string{"languages"}, "list of language codes"},
		} {
			t.Run(c.name, func(t *testing.T) {
				body := partnerBody("Firm")
				for k, v := range c.change {
					body[k] = v
				}
				r := ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: body})
				wantStatus(t, r, http.StatusUnprocessableEntity)
				errs := r.fieldErrors(t)
				if len(errs) != len(c.fields) {
					t.Fatalf("errors: got %v, want fields %v", errs, c.fields)
				}
				for _, f := range c.fields {
					if len(errs[f]) == 0 || !strings.Contains(errs[f][0], c.text) {
						t.Errorf("%s: got %v, want %q", f, errs[f], c.text)
					}
				}
			})
		}
		// localhost resolves to loopback.
		body := partnerBody("Firm")
		body["webhook_url"] = "https://localhost/hook"
		r := ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: body})
		wantStatus(t, r, http.StatusUnprocessableEntity)

		for _, c := range []struct {
			name string
			body any
			want int
		}{
			{"not JSON", "{name: x}", http.StatusBadRequest},
			{"empty", "", http.StatusBadRequest},
			{"null", "null", http.StatusBadRequest},
			{"a list", "[]", http.StatusBadRequest},
			{"two values", `{"name": "a"} {}`, http.StatusBadRequest},
			{"too large", `{"name": "` + strings.Repeat("a", 1<<20) + `"}`, http.StatusRequestEntityTooLarge},
		} {
			r := ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: c.body})
			if r.Code != c.want {
				t.Errorf("%s: got %d, want %d: %s", c.name, r.Code, c.want, r.Body.String())
			}
		}
		if list, _ := ts.store.Partners(t.Context()); len(list) != 0 {
			t.Errorf("refused creates stored %d partners", len(list))
		}
	})
}

// TestAdminPartnerPrivateWebhooks: with CLAIMSITE_WEBHOOK_ALLOW_PRIVATE a
// webhook may be plain http on a private or loopback address.
func TestAdminPartnerPrivateWebhooks(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, u := range []string{"http://127.0.0.1:9000/hook", "http://localhost/hook", "https://10.0.0.1/hook", "http://[::1]/x"} {
			body := partnerBody("Firm")
			body["email"], body["webhook_url"] = "", u
			p := createPartner(t, ts, admin, body)
			if p.WebhookURL != u || p.Email != "" {
				t.Errorf("%s: got %+v", u, p)
			}
		}
		for u, want := range map[string]string{
			"ftp://127.0.0.1/hook":             "must use http or https",
			"http://no-such-firm.invalid/hook": "does not resolve",
			"http://0.0.0.0/hook":              "unspecified, multicast or broadcast",
		} {
			body := partnerBody("Firm")
			body["webhook_url"] = u
			r := ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: body})
			wantStatus(t, r, http.StatusUnprocessableEntity)
			if got := r.fieldErrors(t)["webhook_url"]; len(got) != 1 || !strings.Contains(got[0], want) {
				t.Errorf("%s: got %v, want %q", u, got, want)
			}
		}
	}, func(c *config.Config) { c.WebhookAllowPrivate = true })
}

func TestAdminPartnerUpdate(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		p := createPartner(t, ts, admin, partnerBody("Firm"))
		path := fmt.Sprintf("/api/admin/partners/%d", p.ID)

		// PUT replaces every field; the secret sent back is kept.
		body := map[string]any{"name": "Firm Renamed", "webhook_url": "https://93.184.215.14/leads", "webhook_secret": p.WebhookSecret,
			"states": []string{"DC"}, "priority": 3, "timezone": "Asia/Tokyo", "active": false}
		r := ts.do(request{method: "PUT", path: path, token: admin, body: body})
		wantStatus(t, r, http.StatusOK)
		var a partnerAnswer
		r.decode(t, &a)
		got := a.Data
		if a.Message != "Partner updated successfully" || got.Name != "Firm Renamed" || got.Email != "" || got.WebhookURL != "https://93.184.215.14/leads" ||
			got.Secret != "" || strings.Contains(r.Body.String(), "webhook_secret") || fmt.Sprint(got.States) != "[DC]" || got.Priority != 3 || got.DailyCap != 0 ||
			got.MonthlyCap != 0 || got.Timezone != "Asia/Tokyo" || len(got.Schedule) != 0 || got.Active || !got.CreatedAt.Equal(p.CreatedAt) {
			t.Errorf("updated: %s", r.Body.String())
		}

		// Without the secret, an update keeps it; the rotation route makes a
		// new one and shows it once.
		delete(body, "webhook_secret")
		r = ts.do(request{method: "PUT", path: path + "/", token: admin, body: body})
		wantStatus(t, r, http.StatusOK)
		if kept, _ := ts.store.Partner(t.Context(), p.ID); kept.WebhookSecret != p.WebhookSecret {
			t.Errorf("secret after an update without it: %q, want %q", kept.WebhookSecret, p.WebhookSecret)
		}
		r = ts.do(request{method: "POST", path: path + "/webhook-secret", token: admin})
		wantStatus(t, r, http.StatusOK)
		var rotated struct {
			Data struct {
				WebhookSecret string `json:"webhook_secret"`
			} `json:"data"`
		}
		r.decode(t, &rotated)
		if stored, _ := ts.store.Partner(t.Context(), p.ID); !hexSecret.MatchString(rotated.Data.WebhookSecret) ||
			rotated.Data.WebhookSecret == p.WebhookSecret || stored.WebhookSecret != rotated.Data.WebhookSecret {
			t.Errorf("rotated secret: %q (stored %q)", rotated.Data.WebhookSecret, stored.WebhookSecret)
		}
		r = ts.do(request{method: "POST", path: path + "/webhook-secret", token: admin, body: map[string]any{"webhook_secret": "chosen-by-the-firm"}})
		wantStatus(t, r, http.StatusOK)
		if stored, _ := ts.store.Partner(t.Context(), p.ID); stored.WebhookSecret != "chosen-by-the-firm" {
			t.Errorf("a chosen secret: %q", stored.WebhookSecret)
		}
		wantStatus(t, ts.do(request{method: "POST", path: "/api/admin/partners/9999/webhook-secret", token: admin}), http.StatusNotFound)
		p.WebhookSecret = "chosen-by-the-firm"

		body["states"] = []string{}
		r = ts.do(request{method: "PUT", path: path, token: admin, body: body})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		if errs := r.fieldErrors(t); len(errs) != 1 || len(errs["states"]) == 0 {
			t.Errorf("422: %v", errs)
		}
		if cur, _ := ts.store.Partner(t.Context(), p.ID); len(cur.States) != 1 {
			t.Errorf("a refused update changed the partner: %+v", cur)
		}
		wantStatus(t, ts.do(request{method: "PUT", path: path, token: admin, body: "{"}), http.StatusBadRequest)
		for _, missing := range []string{"/api/admin/partners/99999", "/api/admin/partners/x"} {
			r := ts.do(request{method: "PUT", path: missing, token: admin, body: partnerBody("x")})
			wantStatus(t, r, http.StatusNotFound)
			if m := r.json(t)["message"]; m != "Partner not found" {
				t.Errorf("%s: message %v", missing, m)
			}
		}
	})
}

func TestAdminPartnerDelete(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		p := createPartner(t, ts, admin, partnerBody("Firm"))
		keep := createPartner(t, ts, admin, partnerBody("Other"))
		path := fmt.Sprintf("/api/admin/partners/%d", p.ID)
		r := ts.do(request{method: "DELETE", path: path, token: admin})
		wantStatus(t, r, http.StatusOK)
		if m := r.json(t)["message"]; m != "Partner deleted successfully" {
			t.Errorf("message %v", m)
		}
		wantStatus(t, ts.get(path, admin), http.StatusNotFound)
		for _, missing := range []string{path, "/api/admin/partners/abc"} {
			r := ts.do(request{method: "DELETE", path: missing, token: admin})
			wantStatus(t, r, http.StatusNotFound)
			if m := r.json(t)["message"]; m != "Partner not found" {
				t.Errorf("%s: message %v", missing, m)
			}
		}
		if list, _ := ts.store.Partners(t.Context()); len(list) != 1 || list[0].ID != keep.ID {
			t.Errorf("after delete: %+v", list)
		}
	})
}

// TestAdminPartnerBilling: a partner takes its prices and billing
// settings (a new one is prepaid with free leads and the usual return
// limits); the checks name each wrong field; the balance is the ledger's,
// never the body's.
func TestAdminPartnerBilling(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		plain := createPartner(t, ts, admin, partnerBody("Plain Firm"))
		if plain.Mode != billing.Prepaid || plain.PriceCents != 0 || plain.MaxReturnRate != 15 || plain.ReturnWindowDays != nil ||
			len(plain.Overrides) != 0 || len(plain.AutoApproveReasons) != 0 {
			t.Errorf("a new partner's billing: %+v", plain.Settings)
		}

		body := partnerBody("Priced Firm")
		body["price_cents"], body["shared_price_cents"] = 4500, 2000
		body["price_overrides"] = []map[string]any{
			{"state": "ca", "service_id": nil, "price_cents": 6000},
			{"state": "CA", "service_id": nil, "price_cents": 7000}, // the same keys again: the first stands
			{"state": nil, "service_id": 1, "price_cents": 5000},
		}
		body["billing_mode"], body["credit_limit_cents"], body["billing_email"] = "invoice", 500_000, " Billing@Priced.example "
		body["return_window_days"], body["max_return_rate"] = 10, 20
		body["auto_approve_reasons"] = []string{"wrong_number", "duplicate", "wrong_number"}
		body["balance_cents"] = 99_999_999
		p := createPartner(t, ts, admin, body)
		if p.PriceCents != 4500 || p.SharedPriceCents != 2000 || len(p.Overrides) != 2 || *p.Overrides[0].State != "CA" ||
			p.Overrides[0].PriceCents != 6000 || *p.Overrides[1].ServiceID != 1 || p.Mode != billing.Invoice ||
			p.CreditLimitCents != 500_000 || p.BillingEmail != "billing@priced.example" || *p.ReturnWindowDays != 10 ||
			p.MaxReturnRate != 20 || strings.Join(p.AutoApproveReasons, ",") != "wrong_number,duplicate" || p.BalanceCents != 0 {
			t.Errorf("created: %+v balance %d", p.Settings, p.BalanceCents)
		}

		bad := partnerBody("Bad Firm")
		bad["price_cents"], bad["billing_mode"], bad["max_return_rate"] = -1, "monthly", 101
		bad["price_overrides"] = []map[string]any{{"state": "ZZ", "price_cents": 100}, {"service_id": 999, "price_cents": 100}, {"price_cents": 100}}
		bad["auto_approve_reasons"] = []string{"no_contact"}
		bad["return_window_days"], bad["billing_email"] = 91, "not an address"
		r := ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: bad})
		wantStatus(t, r, http.StatusUnprocessableEntity)
		errs := r.fieldErrors(t)
		for _, field := range []string{"price_cents", "billing_mode", "max_return_rate", "price_overrides", "auto_approve_reasons",
			"return_window_days", "billing_email"} {
			if len(errs[field]) == 0 {
				t.Errorf("no error on %s: %v", field, errs)
			}
		}
		r = ts.do(request{method: "POST", path: "/api/admin/partners", token: admin, body: map[string]any{"name": "Typed", "price_cents": "45.00"}})
		if errs := r.fieldErrors(t); len(errs["price_cents"]) == 0 || errs["price_cents"][0] != "The price must be a whole number of cents." {
			t.Errorf("a price in dollars: %v", errs)
		}

		// Intake sends leads to firms, and sees no money of theirs.
		intake := ts.user(access.Intake, "ines@example.com")
		for _, path := range []string{"/api/admin/partners", fmt.Sprintf("/api/admin/partners/%d", p.ID)} {
			r := ts.get(path, intake)
			wantStatus(t, r, http.StatusOK)
			if body := r.Body.String(); !strings.Contains(body, `"name":"Priced Firm"`) || strings.Contains(body, "price") ||
				strings.Contains(body, "balance") || strings.Contains(body, "billing") {
				t.Errorf("%s as intake: %s", path, body)
			}
		}
		if body := ts.get(fmt.Sprintf("/api/admin/partners/%d", p.ID), admin).Body.String(); !strings.Contains(body, `"price_cents":4500`) {
			t.Errorf("as admin: %s", body)
		}

		// An update without the billing fields takes their defaults, as a
		// create does; the change is in the audit log by field name.
		up := partnerBody("Priced Firm")
		up["price_cents"] = 3000
		r = ts.do(request{method: "PUT", path: fmt.Sprintf("/api/admin/partners/%d", p.ID), token: admin, body: up})
		wantStatus(t, r, http.StatusOK)
		events, _, err := ts.store.AuditPage(t.Context(), store.AuditFilter{RecordType: "partner", Action: "update"}, store.Page{Number: 1, Size: 5})
		if err != nil || len(events) != 1 || !strings.Contains(events[0].Summary, "price_cents") || !strings.Contains(events[0].Summary, "billing_mode") {
			t.Errorf("audit: %+v %v", events, err)
		}
	})
}
