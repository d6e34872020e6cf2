package httpapi

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"

	"claimsite/internal/access"
	"claimsite/internal/config"
)

var updateAccessDoc = flag.Bool("update-access-doc", false, "rewrite docs/access.md from the route table")

// accessDoc is the route table's access column as a document: every route
// with the roles that may call it.
const accessDoc = "../../docs/access.md"

// TestRouteAccessTable lists every route with the roles that may call it
// (docs/access.md, which it keeps current: go test -run
// TestRouteAccessTable ./internal/httpapi -update-access-doc) and fails
// when a route names a permission no role holds, or an admin route one a
// visitor or a partner firm holds.
func TestRouteAccessTable(t *testing.T) {
	var b strings.Builder
	b.WriteString(`# Who may call each route

Generated from the route table (internal/httpapi/server.go) by ` + "`TestRouteAccessTable`" + `, which fails
when this file is out of date: ` + "`go test ./internal/httpapi -run TestRouteAccessTable -update-access-doc`" + `
rewrites it. Each route names the permission it needs (package ` + "`access`" + `, decision 043); "public" needs
no account, "signed_in" any account. Any other role's call is answered 403 with ` + "`\"code\": \"forbidden\"`" + `.

| Route | Permission | Roles |
|---|---|---|
`)
	srv := New(nil, nil, nil, config.Config{}, nil, nil)
	for _, rt := range srv.routes() {
		roles := access.RolesWith(rt.access)
		if len(roles) == 0 {
			t.Errorf("%s %s: no role holds %q", rt.method, rt.pattern, rt.access)
		}
		if strings.HasPrefix(rt.pattern, "/api/admin/") && (slices.Contains(roles, access.User) || slices.Contains(roles, access.Partner)) {
			t.Errorf("%s %s: an admin route open to %v", rt.method, rt.pattern, roles)
		}
		names := make([]string, len(roles))
		for i, r := range roles {
			names[i] = string(r)
		}
		who := strings.Join(names, ", ")
		if rt.access == access.Public {
			who = "anyone"
		}
		fmt.Fprintf(&b, "| `%s %s` | %s | %s |\n", rt.method, rt.pattern, rt.access, who)
	}
	if *updateAccessDoc {
		if err := os.WriteFile(accessDoc, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, err := os.ReadFile(accessDoc); err != nil || string(got) != b.String() {
		t.Errorf("%s is out of date (%v): go test ./internal/httpapi -run TestRouteAccessTable -update-access-doc", accessDoc, err)
	}
}

// TestEveryRoleAgainstEveryRoute walks the whole route table with an
// account of each role: a route its role may not call answers 403 with
// code "forbidden" (and 401 without a valid token) before doing anything;
// a route it may read answers it (whatever else it may refuse: unconfirmed
// e-mail address, no such record).
func TestEveryRoleAgainstEveryRoute(t *testing.T) {
	eachServer(t, func(t *testing.T, ts *testServer) {
		tokens := map[access.Role]string{}
		for _, r := range access.Roles {
			tokens[r] = ts.user(r, string(r)+"@example.com")
		}
		srv := New(ts.store, ts.media, nil, ts.cfg, nil, nil)
		refused := 0
		for _, rt := range srv.routes() {
			if rt.access == access.Public {
				continue
			}
			path := strings.NewReplacer("{id}", "1", "{slug}", "x", "{reference}", "X", "{entry}", "1").Replace(rt.pattern)
			for _, token := range []string{"", "not-a-session"} {
				if r := ts.do(request{method: rt.method, path: path, token: token, body: "{}"}); r.Code != http.StatusUnauthorized {
					t.Errorf("%s %s with token %q: got %d, want 401", rt.method, path, token, r.Code)
				}
			}
			for _, role := range access.Roles {
				if role.Can(rt.access) {
					// Reads only: the writes would change what the other
					// calls see (and a GET logout would end the session).
					if rt.method != http.MethodGet || strings.HasSuffix(path, "/logout") {
						continue
					}
					r := ts.do(request{method: rt.method, path: path, token: tokens[role]})
					var body struct{ Code string }
					json.Unmarshal(r.Body.Bytes(), &body) // an export answers CSV
					if r.Code == http.StatusUnauthorized || body.Code == "forbidden" {
						t.Errorf("%s %s as %s: got %d %s, want an answer", rt.method, path, role, r.Code, r.Body)
					}
					continue
				}
				r := ts.do(request{method: rt.method, path: path, token: tokens[role], body: "{}"})
				var body struct{ Message, Code string }
				r.decode(t, &body)
				if r.Code != http.StatusForbidden || body.Code != "forbidden" || body.Message != "This action is unauthorized." {
					t.Errorf("%s %s as %s: got %d %+v, want 403 forbidden", rt.method, path, role, r.Code, body)
				}
				refused++
			}
		}
		if refused < 100 {
			t.Errorf("%d refusals, want the whole table walked (at least 100)", refused)
		}
		// Nothing changed behind the refusals.
		services, err := ts.store.AllServices(t.Context())
		if err != nil || len(services) == 0 {
			t.Errorf("services after refused calls: %d, %v", len(services), err)
		}
	})
}
