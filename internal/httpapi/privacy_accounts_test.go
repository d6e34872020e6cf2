package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/store"
)

// TestPrivacyDeletionCoversTheAccount: the request screen shows the
// account of the address before the answer; answering deletes a
// visitor's account (its session stops working) but keeps an admin's,
// and says which it did.
func TestPrivacyDeletionCoversTheAccount(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		admin := ts.admin()
		for _, tc := range []struct {
			role                   access.Role
			email, action, message string
			staff                  bool
		}{
			{access.User, "visitor@example.com", store.AccountDeleted, "deleted", false},
			{access.Admin, "colleague@example.com", store.AccountKeptStaff, "kept", true},
		} {
			t.Run(string(tc.role), func(t *testing.T) {
				session := ts.user(tc.role, tc.email)
				wantStatus(t, ts.do(request{method: "POST", path: "/api/privacy-requests", body: privacyBody("delete", tc.email, "")}),
					http.StatusCreated)
				token := ts.mailedToken(tc.email, "privacy_request_confirm", "/privacy-request/confirm")
				wantStatus(t, ts.do(request{method: "POST", path: "/api/privacy-requests/confirm", body: map[string]string{"token": token}}),
					http.StatusOK)
				var page struct {
					Data []store.PrivacyRequest `json:"data"`
				}
				ts.get("/api/admin/privacy-requests?status=confirmed", admin).decode(t, &page)
				if len(page.Data) != 1 {
					t.Fatalf("confirmed requests: %d", len(page.Data))
				}
				path := fmt.Sprintf("/api/admin/privacy-requests/%d", page.Data[0].ID)

				var d struct {
					Data struct {
						Account *store.RequestAccount `json:"account"`
					}
				}
				ts.get(path, admin).decode(t, &d)
				if d.Data.Account == nil || d.Data.Account.Role != tc.role || d.Data.Account.Staff != tc.staff {
					t.Fatalf("account on the screen: %+v", d.Data.Account)
				}

				r := ts.do(request{method: "POST", path: path + "/complete", token: admin})
				wantStatus(t, r, http.StatusOK)
				body := r.json(t)
				if body["account_action"] != tc.action || !strings.Contains(body["message"].(string), tc.message) {
					t.Errorf("answer: %v", body)
				}
				var done struct {
					Data struct {
						AccountID     *int64                `json:"account_id"`
						AccountAction string                `json:"account_action"`
						Account       *store.RequestAccount `json:"account"`
					}
				}
				ts.get(path, admin).decode(t, &done)
				if done.Data.AccountID == nil || *done.Data.AccountID != d.Data.Account.ID || done.Data.AccountAction != tc.action ||
					done.Data.Account != nil {
					t.Errorf("answered request: %+v", done.Data)
				}
				// The audit log names the account by id, never by its address.
				events, _, err := ts.store.AuditPage(context.Background(), store.AuditFilter{RecordType: "privacy_request",
					RecordID: strconv.FormatInt(page.Data[0].ID, 10)}, store.Page{Number: 1, Size: 10})
				if err != nil || len(events) == 0 {
					t.Fatalf("audit events: %v, %v", events, err)
				}
				summary := events[0].Summary
				if !strings.Contains(summary, fmt.Sprintf("account %d: %s", d.Data.Account.ID, tc.action)) || strings.Contains(summary, tc.email) {
					t.Errorf("audit summary: %q", summary)
				}
				want := http.StatusOK
				if tc.action == store.AccountDeleted {
					want = http.StatusUnauthorized
				}
				wantStatus(t, ts.get("/api/auth/profile", session), want)
			})
		}
	})
}
