package access

import (
	"slices"
	"testing"
)

// TestRolePermissions: each role holds what its job needs and nothing
// else (issue 21): the table is the contract the route table and the web
// app's screens follow.
func TestRolePermissions(t *testing.T) {
	all := []Permission{Dashboard, Content, Leads, LeadExport, Analytics, PartnersRead, Partners, Returns, Users, Settings, Audit, PartnerPortal, Experiments}
	want := map[Role][]Permission{
		Admin:   {Dashboard, Content, Leads, LeadExport, Analytics, PartnersRead, Partners, Returns, Users, Settings, Audit, Experiments},
		Editor:  {Dashboard, Content, Experiments},
		Intake:  {Dashboard, Leads, PartnersRead, Returns},
		Partner: {PartnerPortal},
		User:    nil,
	}
	for _, r := range Roles {
		for _, p := range all {
			if got := r.Can(p); got != slices.Contains(want[r], p) {
				t.Errorf("%s can %s: %v", r, p, got)
			}
		}
		for _, p := range []Permission{Public, SignedIn} {
			if !r.Can(p) {
				t.Errorf("%s cannot %s", r, p)
			}
		}
		if got := r.Permissions(); !slices.Equal(got, want[r]) && len(got)+len(want[r]) > 0 {
			t.Errorf("%s permissions: %v, want %v", r, got, want[r])
		}
	}
	for _, r := range []Role{"", "root", "Admin"} {
		if r.Valid() || r.Can(Public) || r.Can(Content) {
			t.Errorf("%q is a role", r)
		}
	}
	if Known("nothing") || !Known(PartnerPortal) || !Known(Public) {
		t.Error("Known")
	}
	if got := RolesWith(Leads); !slices.Equal(got, []Role{Admin, Intake}) {
		t.Errorf("RolesWith(Leads): %v", got)
	}
}

// TestReadsLeads: the roles that can read a person's data are those that
// need a second factor.
func TestReadsLeads(t *testing.T) {
	for r, want := range map[Role]bool{Admin: true, Intake: true, Partner: true, Editor: false, User: false} {
		if got := r.ReadsLeads(); got != want {
			t.Errorf("%s reads leads: %v", r, got)
		}
	}
}

// TestCanChangeRole: an admin moves accounts between staff roles or down
// to user; rising from user, or into or out of a partner firm for the
// staff, takes an invitation.
func TestCanChangeRole(t *testing.T) {
	for _, c := range []struct {
		from, to Role
		want     bool
	}{
		{Admin, Editor, true}, {Editor, Intake, true}, {Intake, Admin, true}, {Admin, User, true},
		{Partner, User, true}, {User, User, true}, {Editor, Editor, true},
		{User, Editor, false}, {User, Admin, false}, {User, Partner, false},
		{Partner, Intake, false}, {Intake, Partner, false}, {Admin, Partner, false},
		{Admin, "root", false}, {"root", User, false},
	} {
		if got := CanChangeRole(c.from, c.to); got != c.want {
			t.Errorf("%s to %s: %v, want %v", c.from, c.to, got, c.want)
		}
	}
}
