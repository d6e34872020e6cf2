package httpapi

import (
	"strings"
	"testing"
)

// TestRoutesListsTheTable: Routes is the route table, every route with a
// known access level, admin routes admin-only.
func TestRoutesListsTheTable(t *testing.T) {
	got := Routes()
	table := (&Server{}).routes()
	if len(got) != len(table) {
		t.Fatalf("Routes: %d routes, the table has %d", len(got), len(table))
	}
	for i, rt := range got {
		if rt.Method != table[i].method || rt.Pattern != table[i].pattern {
			t.Errorf("route %d: got %s %s, want %s %s", i, rt.Method, rt.Pattern, table[i].method, table[i].pattern)
		}
		switch rt.Access {
		case "public", "signed_in", "admin":
		default:
			t.Errorf("%s %s: access %q", rt.Method, rt.Pattern, rt.Access)
		}
		if strings.HasPrefix(rt.Pattern, "/api/admin/") != (rt.Access == "admin") {
			t.Errorf("%s %s: access %q", rt.Method, rt.Pattern, rt.Access)
		}
	}
}
