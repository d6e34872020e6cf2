package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"claimsite/internal/store"
)

func addSuppression(ts *testServer, token string, body any) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/admin/suppressions", token: token, body: body})
}

func suppressionList(t *testing.T, ts *testServer, token, query string) (paginated[store.Suppression], []string) {
	t.Helper()
	r := ts.get("/api/admin/suppressions"+query, token)
	wantStatus(t, r, http.StatusOK)
	var page paginated[store.Suppression]
	r.decode(t, &page)
	var out []string
	for _, s := range page.Data {
		out = append(out, s.Phone+"/"+s.Email)
	}
	return page, out
}

func TestAdminSuppressionCreateListDelete(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		r := addSuppression(ts, admin, map[string]any{"phone": "+1 (555) 123-4567", "email": " Opt.Out@Example.COM ", "reason": " Asked twice "})
		wantStatus(t, r, http.StatusCreated)
		var a struct {
			Message string            `json:"message"`
			Data    store.Suppression `json:"data"`
		}
		r.decode(t, &a)
		if a.Message != "Added to the do-not-contact list" || a.Data.ID == 0 || a.Data.Phone != "5551234567" ||
			a.Data.Email != "opt.out@example.com" || a.Data.Reason != "Asked twice" || a.Data.CreatedAt.IsZero() {
			t.Errorf("created: %s", r.Body.String())
		}
		if ok, err := ts.store.IsSuppressed(t.Context(), nil, "5551234567", ""); err != nil || !ok {
			t.Errorf("IsSuppressed after the add: %v, %v", ok, err)
		}
		wantStatus(t, addSuppression(ts, admin, map[string]any{"phone": "555.999.0000"}), http.StatusCreated)
		wantStatus(t, addSuppression(ts, admin, map[string]any{"email": "only@example.com", "reason": "Complaint 100%"}), http.StatusCreated)

		// Validation.
		for _, c := range []struct {
			name   string
			body   any
			fields []string
			text   string
		}{
			{"neither", map[string]any{"reason": "x"}, []string{"phone", "email"}, "Enter a phone number or an email address"},
			{"blank", map[string]any{"phone": " ", "email": ""}, []string{"phone", "email"}, "Enter a phone number"},
			{"short phone", map[string]any{"phone": "555-1234"}, []string{"phone"}, "10-digit"},
			{"letters for a phone", map[string]any{"phone": "call me"}, []string{"phone"}, "10-digit"},
			{"bad email", map[string]any{"email": "nobody@"}, []string{"email"}, "valid email"},
			{"long reason", map[string]any{"email": "r@example.com", "reason": strings.Repeat("r", 501)}, []string{"reason"}, "500"},
			{"duplicate phone", map[string]any{"phone": "(555) 123-4567"}, []string{"phone"}, "Already on the do-not-contact list."},
			{"duplicate pair", map[string]any{"phone": "5551234567", "email": "OPT.OUT@example.com"}, []string{"phone", "email"}, "Already on"},
			{"type", map[string]any{"phone": 5551234567}, nil, ""},
		} {
			r := addSuppression(ts, admin, c.body)
			if c.fields == nil {
				wantStatus(t, r, http.StatusBadRequest)
				continue
			}
			wantStatus(t, r, http.StatusUnprocessableEntity)
			errs := r.fieldErrors(t)
			if len(errs) != len(c.fields) {
				t.Errorf("%s: errors %v, want %v", c.name, errs, c.fields)
				continue
			}
			for _, f := range c.fields {
				if len(errs[f]) == 0 || !strings.Contains(errs[f][0], c.text) {
					t.Errorf("%s: %s: got %v, want %q", c.name, f, errs[f], c.text)
				}
			}
		}
		// A new e-mail beside a listed phone is not a duplicate.
		wantStatus(t, addSuppression(ts, admin, map[string]any{"phone": "5551234567", "email": "new@example.com"}), http.StatusCreated)
		for _, body := range []string{"{", "", "null x", `{"phone": "5550000000"}{}`} {
			wantStatus(t, addSuppression(ts, admin, body), http.StatusBadRequest)
		}
		wantStatus(t, addSuppression(ts, admin, `{"reason": "`+strings.Repeat("a", 1<<20)+`"}`), http.StatusRequestEntityTooLarge)

		// Newest first; search by e-mail, reason or digits of the phone.
		page, got := suppressionList(t, ts, admin, "")
		if fmt.Sprint(got) != "[5551234567/new@example.com /only@example.com 5559990000/ 5551234567/opt.out@example.com]" || page.Total != 4 || page.PerPage != 10 {
			t.Errorf("list: %v (total %d)", got, page.Total)
		}
		for q, want := range map[string]string{
			"?q=OPT.out":          "[5551234567/opt.out@example.com]",
			"?q=complaint":        "[/only@example.com]",
			"?q=100%25":           "[/only@example.com]",
			"?q=555-999":          "[5559990000/]",
			"?q=nobody":           "[]",
			"?q=%00":              "[5551234567/new@example.com /only@example.com 5559990000/ 5551234567/opt.out@example.com]",
			"?q=(555)%20123-4567": "[5551234567/new@example.com 5551234567/opt.out@example.com]",
		} {
			if _, got := suppressionList(t, ts, admin, q); fmt.Sprint(got) != want {
				t.Errorf("%s: got %v, want %s", q, got, want)
			}
		}
		for i := range 9 {
			wantStatus(t, addSuppression(ts, admin, map[string]any{"phone": fmt.Sprintf("555000%04d", i)}), http.StatusCreated)
		}
		page, got = suppressionList(t, ts, admin, "?page=2&q=555")
		if page.Total != 12 || len(got) != 2 || page.PrevPageURL == nil || *page.PrevPageURL != "/api/admin/suppressions?page=1&q=555" {
			t.Errorf("page 2: %v, total %d, prev %v", got, page.Total, page.PrevPageURL)
		}

		// Delete.
		path := fmt.Sprintf("/api/admin/suppressions/%d", a.Data.ID)
		r = ts.do(request{method: "DELETE", path: path, token: admin})
		wantStatus(t, r, http.StatusOK)
		if m := r.json(t)["message"]; m != "Removed from the do-not-contact list" {
			t.Errorf("message %v", m)
		}
		for _, missing := range []string{path, "/api/admin/suppressions/abc"} {
			r := ts.do(request{method: "DELETE", path: missing, token: admin})
			wantStatus(t, r, http.StatusNotFound)
			if m := r.json(t)["message"]; m != "Suppression not found" {
				t.Errorf("%s: message %v", missing, m)
			}
		}
		if _, got := suppressionList(t, ts, admin, "?q=opt.out"); len(got) != 0 {
			t.Errorf("deleted entry still listed: %v", got)
		}
	})
}

// importReportBody is the answer to an import.
type importReportBody struct {
	Message string       `json:"message"`
	Data    importReport `json:"data"`
}

func importCSV(ts *testServer, token, contentType, csv string) response {
	ts.t.Helper()
	return ts.do(request{method: "POST", path: "/api/admin/suppressions/import", token: token, body: csv,
		header: map[string]string{"Content-Type": contentType}})
}

func TestAdminSuppressionImport(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		wantStatus(t, addSuppression(ts, admin, map[string]any{"email": "listed@example.com"}), http.StatusCreated)

		// A header in another order, an unknown column, blank cells and rows,
		// a byte-order mark and CRLF line ends.
		csv := "\xef\xbb\xbfReason,Name,E-mail,Phone\r\n" +
			"Asked by phone,Ann,,(555) 200-0001\r\n" + // line 2: added
			"\r\n" + // line 3: blank, left out
			",Bob,listed@example.com,\r\n" + // line 4: listed already
			"complaint,Cy,CY@Example.com,1-555-200-0002\r\n" + // line 5: added
			"x,Dee,,555-0003\r\n" + // line 6: refused (short phone)
			"y,Ed,not-an-address,\r\n" + // line 7: refused (e-mail)
			"z,Flo,,\r\n" + // line 8: refused (neither)
			",Gus,,5552000001\r\n" + // line 9: earlier in this file
			"\"multi\nline\",Hal,hal@example.com,\r\n" // line 10: added
		r := importCSV(ts, admin, "text/csv; charset=utf-8", csv)
		wantStatus(t, r, http.StatusOK)
		var rep importReportBody
		r.decode(t, &rep)
		d := rep.Data
		if d.Added != 3 || d.Skipped != 2 || fmt.Sprint(d.SkippedAt) != "[4 9]" || d.RowsInFile != 8 || rep.Message != "3 added, 2 skipped (already listed), 3 refused." {
			t.Errorf("report: %s", r.Body.String())
		}
		if len(d.Refused) != 3 || d.Refused[0].Line != 6 || !strings.Contains(d.Refused[0].Reason, "10-digit") ||
			d.Refused[1].Line != 7 || !strings.Contains(d.Refused[1].Reason, "valid email") ||
			d.Refused[2].Line != 8 || d.Refused[2].Reason != "Enter a phone number or an email address (or both)." {
			t.Errorf("refused: %+v", d.Refused)
		}
		_, got := suppressionList(t, ts, admin, "")
		if fmt.Sprint(got) != "[/hal@example.com 5552000002/cy@example.com 5552000001/ /listed@example.com]" {
			t.Errorf("after import: %v", got)
		}

		// No header: phone, email, reason. A reason that names a column is
		// data, not a header.
		r = importCSV(ts, admin, "text/plain", "5553000001,,note\n,a3@example.com\n")
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &rep)
		if rep.Data.Added != 2 || rep.Data.Skipped != 0 || len(rep.Data.Refused) != 0 {
			t.Errorf("no header: %s", r.Body.String())
		}
		// A header with e-mails only.
		r = importCSV(ts, admin, "application/vnd.ms-excel", "email\nb3@example.com\nB3@example.com\n")
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &rep)
		if rep.Data.Added != 1 || fmt.Sprint(rep.Data.SkippedAt) != "[3]" {
			t.Errorf("e-mail column: %s", r.Body.String())
		}

		for _, c := range []struct {
			name, contentType, body string
			want                    int
			text                    string
		}{
			{"JSON", "application/json", `[{"phone": "5550000000"}]`, http.StatusUnsupportedMediaType, "CSV file"},
			{"no type", "", "5550000000\n", http.StatusUnsupportedMediaType, "CSV file"},
			{"empty", "text/csv", "", http.StatusUnprocessableEntity, "no rows"},
			{"header only", "text/csv", "phone,email,reason\n", http.StatusUnprocessableEntity, "no rows"},
			{"blank rows only", "text/csv", "\n,,\n , \n", http.StatusUnprocessableEntity, "no rows"},
			{"header without phone or email", "text/csv", "name,reason\nAnn,x\n", http.StatusUnprocessableEntity, "no phone or email column"},
			{"bare quote", "text/csv", "phone,email\n5550000000,a\"b@example.com\n", http.StatusBadRequest, "line 2"},
			{"too many rows", "text/csv", strings.Repeat("5550000000\n", maxImportRows+1), http.StatusRequestEntityTooLarge, "10000 rows"},
			{"too large", "text/csv", strings.Repeat("5550000000,a@example.com,reason\n", (2<<20)/30), http.StatusRequestEntityTooLarge, "2 MB"},
		} {
			r := importCSV(ts, admin, c.contentType, c.body)
			if r.Code != c.want || !strings.Contains(r.Body.String(), c.text) {
				t.Errorf("%s: got %d %s, want %d with %q", c.name, r.Code, r.Body.String(), c.want, c.text)
			}
		}
		// Exactly the row limit is fine (and quick enough in one transaction).
		var b strings.Builder
		for i := range maxImportRows {
			fmt.Fprintf(&b, "556%07d\n", i)
		}
		r = importCSV(ts, admin, "text/csv", b.String())
		wantStatus(t, r, http.StatusOK)
		r.decode(t, &rep)
		if rep.Data.Added != maxImportRows {
			t.Errorf("10,000 rows: added %d", rep.Data.Added)
		}
	})
}
