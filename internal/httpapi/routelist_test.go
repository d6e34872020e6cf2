package httpapi

import (
	"strings"
	"testing"

	"claimsite/internal/access"
)

// TestRoutesListsTheTable: Routes is the route table, every route with
// the permission it needs, the admin routes a staff permission.
func TestRoutesListsTheTable(t *testing.T) {
	got := Routes()
	table := (&Server{}).routes()
	if len(got) != len(table) {
		t.Fatalf("Routes: %d routes, the table has %d", len(got), len(table))
	}
	for i, rt := range got {
		if rt.Method != table[i].method || rt.Pattern != table[i].pattern || rt.Access != string(table[i].access) {
			t.Errorf("route %d: got %s %s %s, want %s %s %s", i, rt.Method, rt.Pattern, rt.Access, table[i].method, table[i].pattern, table[i].access)
		}
		p := access.Permission(rt.Access)
		if !access.Known(p) {
			t.Errorf("%s %s: access %q", rt.Method, rt.Pattern, rt.Access)
		}
		staff := p != access.Public && p != access.SignedIn && p != access.PartnerPortal
		if strings.HasPrefix(rt.Pattern, "/api/admin/") != staff {
			t.Errorf("%s %s: access %q", rt.Method, rt.Pattern, rt.Access)
		}
	}
}
