package httpapi

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/leads"
)

// googleAd is the attribution of a visitor who came from a Google ad.
func googleAd(campaign string) map[string]any {
	return map[string]any{
		"landing_page": "/?utm_source=google&utm_medium=cpc&utm_campaign=" + campaign, "referrer": "https://www.google.com/",
		"utm_source": "google", "utm_medium": "cpc", "utm_campaign": campaign, "utm_term": "truck accident lawyer",
		"utm_content": "ad-1", "gclid": "TEST-GCLID-" + campaign, "gbraid": "", "wbraid": "", "fbclid": "", "msclkid": "", "ttclid": "",
	}
}

// TestContactStoresAttribution: both forms' attribution is stored with the
// lead and comes back in its detail; a lead without one reads as empty.
func TestContactStoresAttribution(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		body := contactConsultationBody()
		body["attribution"] = googleAd("spring-brand")
		id := contactPost(t, ts, body, nil)
		sl := stateLawContactBody()
		sl["attribution"] = map[string]any{"utm_source": " Facebook ", "fbclid": "FB-1", "future_key": "ignored"}
		slID := contactPost(t, ts, sl, nil)
		plain := contactPost(t, ts, leadsForm(map[string]any{"email": "plain@example.com", "phone": "5550001111"}), nil)

		token := ts.admin()
		var detail struct {
			Data leads.Lead `json:"data"`
		}
		ts.get("/api/admin/leads/"+strconv.FormatInt(id, 10), token).decode(t, &detail)
		want := leads.Attribution{LandingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand", Referrer: "https://www.google.com/",
			UTMSource: "google", UTMMedium: "cpc", UTMCampaign: "spring-brand", UTMTerm: "truck accident lawyer", UTMContent: "ad-1",
			GCLID: "TEST-GCLID-spring-brand"}
		if detail.Data.Attribution != want {
			t.Errorf("consultation lead's attribution:\n got %+v\nwant %+v", detail.Data.Attribution, want)
		}
		if got := contactLead(t, ts, slID).Attribution; got != (leads.Attribution{UTMSource: "Facebook", FBCLID: "FB-1"}) {
			t.Errorf("state-law lead's attribution: got %+v", got)
		}
		if got := contactLead(t, ts, plain).Attribution; !got.Empty() {
			t.Errorf("a lead sent without attribution: got %+v", got)
		}
	})
}

// TestContactAttributionInvalid: each field's error is under its own key,
// and nothing is stored.
func TestContactAttributionInvalid(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		for _, c := range []struct {
			name        string
			attribution any
			want        []string
		}{
			{"too long", map[string]any{"utm_source": strings.Repeat("g", 256), "landing_page": "/" + strings.Repeat("p", 2000)},
				[]string{"attribution.landing_page", "attribution.utm_source"}},
			{"not a string", map[string]any{"gclid": 12345, "utm_medium": []string{"cpc"}}, []string{"attribution.gclid", "attribution.utm_medium"}},
			{"not an object", "google", []string{"attribution"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				body := contactConsultationBody()
				body["attribution"] = c.attribution
				r := ts.do(request{method: "POST", path: "/api/contact", body: body})
				wantStatus(t, r, http.StatusUnprocessableEntity)
				var got []string
				for f := range r.fieldErrors(t) {
					got = append(got, f)
				}
				slices.Sort(got)
				if !slices.Equal(got, c.want) {
					t.Errorf("errors: got %v, want %v", got, c.want)
				}
			})
		}
		if n := contactLeadCount(t, ts); n != 0 {
			t.Errorf("%d leads stored, want none", n)
		}
	})
}

// TestAdminLeadAttributionFilters: source, medium and campaign match
// exactly but for case, combine with each other and the other filters,
// and narrow the export the same way.
func TestAdminLeadAttributionFilters(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		spring := leadsForm(map[string]any{"email": "a@example.com", "phone": "5550000001", "attribution": googleAd("Spring-Brand")})
		a := leadsSubmit(t, ts, spring)
		summer := leadsForm(map[string]any{"email": "b@example.com", "phone": "5550000002", "state": "TX", "attribution": googleAd("summer")})
		b := leadsSubmit(t, ts, summer)
		social := leadsForm(map[string]any{"email": "c@example.com", "phone": "5550000003",
			"attribution": map[string]any{"utm_source": "facebook", "utm_medium": "paid-social", "utm_campaign": "spring-brand"}})
		c := leadsSubmit(t, ts, social)
		none := leadsSubmit(t, ts, leadsForm(map[string]any{"email": "d@example.com", "phone": "5550000004"}))
		token := ts.admin()
		for _, tc := range []struct {
			query string
			want  []int64
		}{
			{"", []int64{none, c, b, a}},
			{"?source=google", []int64{b, a}},
			{"?source=GOOGLE", []int64{b, a}},
			{"?source=goog", nil},
			{"?medium=cpc", []int64{b, a}},
			{"?campaign=spring-brand", []int64{c, a}},
			{"?campaign=" + url.QueryEscape(" SPRING-BRAND "), []int64{c, a}},
			{"?source=google&campaign=spring-brand", []int64{a}},
			{"?source=facebook&medium=paid-social&campaign=spring-brand", []int64{c}},
			{"?source=google&state=TX", []int64{b}},
			{"?source=google&state=CA&medium=cpc", []int64{a}},
			{"?campaign=autumn", nil},
		} {
			_, ids := leadsList(t, ts, token, tc.query)
			if !slices.Equal(ids, tc.want) {
				t.Errorf("GET /api/admin/leads%s: got %v, want %v", tc.query, ids, tc.want)
			}
			_, rows := leadsCSV(t, ts, token, tc.query)
			if len(rows) != len(tc.want) {
				t.Errorf("export%s: got %d rows, want %d", tc.query, len(rows), len(tc.want))
			}
		}
		r := ts.get("/api/admin/leads?source="+strings.Repeat("x", 256)+"&campaign="+strings.Repeat("y", 256), token)
		adminWantFields(t, r, "source", "campaign")
	})
}

// TestAdminLeadExportAttribution: the export has the attribution columns
// after the consent proof's, filled for a lead that carried attribution.
func TestAdminLeadExportAttribution(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		leadsSubmit(t, ts, leadsForm(map[string]any{"attribution": googleAd("spring-brand")}))
		leadsSubmit(t, ts, leadsForm(map[string]any{"email": "other@example.com", "phone": "5550009999"}))
		header, rows := leadsCSV(t, ts, ts.admin(), "")
		wantTail := []string{"landing_page", "landing_referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content",
			"gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid"}
		if len(header) < len(wantTail) || !slices.Equal(header[len(header)-len(wantTail):], wantTail) || !slices.Contains(header, "referrer") {
			t.Fatalf("header: got %v, want it to end with %v", header, wantTail)
		}
		if len(rows) != 2 {
			t.Fatalf("rows: got %d, want 2", len(rows))
		}
		plain, ad := rows[0], rows[1] // newest first
		if ad["utm_source"] != "google" || ad["utm_campaign"] != "spring-brand" || ad["gclid"] != "TEST-GCLID-spring-brand" ||
			ad["landing_referrer"] != "https://www.google.com/" || ad["referrer"] != "https://search.example/?q=hurt" ||
			ad["landing_page"] != "/?utm_source=google&utm_medium=cpc&utm_campaign=spring-brand" || ad["fbclid"] != "" {
			t.Errorf("attributed row: got %v", ad)
		}
		for _, col := range wantTail {
			if plain[col] != "" {
				t.Errorf("unattributed row: %s = %q, want empty", col, plain[col])
			}
		}
	})
}
