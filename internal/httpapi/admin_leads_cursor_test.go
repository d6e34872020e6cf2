package httpapi

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/leads"
)

// leadsCursorPage is the lead list's answer with its cursor fields.
type leadsCursorPage struct {
	paginated[leads.Lead]
	NextCursor *string `json:"next_cursor"`
	TotalExact *bool   `json:"total_exact"`
}

func leadsCursorList(t *testing.T, ts *testServer, token, query string) (leadsCursorPage, []int64) {
	t.Helper()
	r := ts.get("/api/admin/leads"+query, token)
	wantStatus(t, r, http.StatusOK)
	var page leadsCursorPage
	r.decode(t, &page)
	if page.TotalExact == nil || !strings.Contains(r.Body.String(), `"next_cursor":`) {
		t.Fatalf("GET %s: the answer lacks next_cursor or total_exact: %s", query, r.Body.String())
	}
	return page, adminIDs(page.Data)
}

// TestAdminLeadListCursor: next_cursor is on every answer (null on the last
// page); following it with ?before= walks the list without skipping or
// repeating a lead while new ones arrive; next_page_url of a cursor page
// carries the next cursor; numbered pages keep working beside it.
func TestAdminLeadListCursor(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		var made []int64
		for i := range 23 {
			made = append(made, leadsSubmit(t, ts, leadsForm(map[string]any{"email": fmt.Sprintf("c%d@example.com", i)})))
		}
		slices.Reverse(made)

		page, got := leadsCursorList(t, ts, token, "")
		if !slices.Equal(got, made[:10]) || page.NextCursor == nil || !*page.TotalExact || page.Total != 23 ||
			*page.NextPageURL != "/api/admin/leads?page=2" {
			t.Fatalf("first page: ids %v, next_cursor %v, total %d, next_page_url %v", got, page.NextCursor, page.Total, page.NextPageURL)
		}
		all, late := got, 0
		for n := 2; page.NextCursor != nil; n++ {
			// A lead arrives between pages: it is newer, so it is not on
			// the following pages.
			leadsSubmit(t, ts, leadsForm(map[string]any{"email": fmt.Sprintf("late%d@example.com", n)}))
			late++
			next, err := url.Parse(*page.NextPageURL)
			if err != nil || n > 2 && next.Query().Get("before") != *page.NextCursor {
				t.Fatalf("page %d: next_page_url %q does not carry the cursor %q", n-1, *page.NextPageURL, *page.NextCursor)
			}
			page, got = leadsCursorList(t, ts, token, "?page="+fmt.Sprint(n)+"&before="+url.QueryEscape(*page.NextCursor))
			if page.CurrentPage != n {
				t.Errorf("cursor page %d: current_page %d", n, page.CurrentPage)
			}
			all = append(all, got...)
		}
		if !slices.Equal(all, made) {
			t.Errorf("cursor pages: got %v, want %v", all, made)
		}
		if page.NextPageURL != nil || page.NextCursor != nil {
			t.Errorf("last page: next_page_url %v, next_cursor %v", page.NextPageURL, page.NextCursor)
		}

		// Numbered pages still work, and carry next_cursor too.
		page, got = leadsCursorList(t, ts, token, "?page=3")
		if len(got) != 3+late || page.CurrentPage != 3 || page.NextCursor != nil || page.Total != 23+late {
			t.Errorf("page 3: ids %v, current_page %d, next_cursor %v, total %d", got, page.CurrentPage, page.NextCursor, page.Total)
		}
		// A filtered cursor keeps the filter in next_page_url.
		page, _ = leadsCursorList(t, ts, token, "?q=example.com&state=CA&source=Google")
		if page.NextCursor != nil || page.Total != 0 {
			t.Errorf("filtered by source: total %d", page.Total)
		}
		page, _ = leadsCursorList(t, ts, token, "?q=example.com&state=CA")
		page, _ = leadsCursorList(t, ts, token, "?q=example.com&state=CA&before="+url.QueryEscape(*page.NextCursor))
		next, _ := url.Parse(*page.NextPageURL)
		if q := next.Query(); q.Get("q") != "example.com" || q.Get("state") != "CA" || q.Get("before") != *page.NextCursor || q.Get("page") != "2" {
			t.Errorf("next_page_url of a filtered cursor page: %q", *page.NextPageURL)
		}
	})
}

// TestAdminLeadListSearch: the search finds a lead by each thing it holds,
// the phone in any format.
func TestAdminLeadListSearch(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		ann := leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Annabel", "last_name": "Quist", "email": "annabel@mail.test",
			"phone": "5550101234", "zipCode": "73301"}))
		leadsSubmit(t, ts, leadsForm(map[string]any{"first_name": "Bo", "last_name": "Stone", "email": "bo@example.com", "phone": "5550109999"}))
		for _, q := range []string{"annabel", "ANNA", "An", "quist", "Annabel Quist", "mail.test", "(555) 010-1234", "555.010.1234",
			"5550101234", "+1 555 010 1234", "73301"} {
			page, got := leadsCursorList(t, ts, token, "?q="+url.QueryEscape(q))
			if !slices.Equal(got, []int64{ann}) || page.Total != 1 || !*page.TotalExact {
				t.Errorf("q=%q: got %v (total %d), want Annabel's lead", q, got, page.Total)
			}
		}
	})
}

func TestAdminLeadListBadCursor(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		token := ts.admin()
		leadsSubmit(t, ts, leadsForm(nil))
		for _, before := range []string{"x", "!!", "MjAyNg", "bm90IGEgY3Vyc29y", strings.Repeat("A", 120)} {
			errs := adminWantFields(t, ts.get("/api/admin/leads?before="+url.QueryEscape(before), token), "before")
			if len(errs["before"]) == 0 {
				t.Errorf("before=%q: no message", before)
			}
		}
	})
}
