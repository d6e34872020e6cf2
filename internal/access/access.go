// Package access says who may do what: the roles an account has, the
// permissions each role holds, and which role changes an admin may make
// without an invitation. The route table names the permission each route
// needs; the web app shows the screens of the permissions the profile
// lists. It imports no store.
package access

import (
	"slices"
)

// Role is what an account is for.
type Role string

const (
	// Admin runs the business: everything.
	Admin Role = "admin"
	// Editor keeps the site's content: services, state laws, FAQs, the blog
	// and its images. No leads, accounts, partners or settings.
	Editor Role = "editor"
	// Intake works the leads: the inbox and everything about a lead.
	Intake Role = "intake"
	// Partner belongs to one partner firm and sees what the firm bought
	// (the partner portal).
	Partner Role = "partner"
	// User is a visitor's account: their own inquiries.
	User Role = "user"
)

// Roles lists every role, from the most to the least privileged.
var Roles = []Role{Admin, Editor, Intake, Partner, User}

// Valid says whether r is one of Roles.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// Staff says whether r works in the admin area.
func (r Role) Staff() bool { return r == Admin || r == Editor || r == Intake }

// ReadsLeads says whether r can read the personal data of people who sent
// a lead: such an account needs a second factor.
func (r Role) ReadsLeads() bool { return r.Can(Leads) || r.Can(PartnerPortal) }

// Permission is what a route needs of its caller.
type Permission string

const (
	// Public needs no account; SignedIn any account.
	Public   Permission = "public"
	SignedIn Permission = "signed_in"

	// Dashboard is the admin area's first screen, whose tiles each need
	// their own permission.
	Dashboard Permission = "dashboard"
	// Content is the services, state laws, FAQs, blog posts and images.
	Content Permission = "content"
	// Leads is the inbox and everything about a lead: its status and notes,
	// sending it to a partner, retrying deliveries, deleting it, and the
	// do-not-contact list, consent revocations and privacy requests.
	Leads Permission = "leads"
	// LeadExport is every lead at once: the CSV export and the offline
	// conversions.
	LeadExport Permission = "leads.export"
	// Analytics is the admin analytics and each partner's figures.
	Analytics Permission = "analytics"
	// PartnersRead is the partner firms as a lead is sent to one: names,
	// states, channels, never a secret.
	PartnersRead Permission = "partners.read"
	// Partners is adding, changing and removing partner firms, and their
	// money: prices, ledgers, invoices, change requests.
	Partners Permission = "partners"
	// Returns is the queue of leads firms return: approving or denying
	// them (intake knows the leads; the credit follows by itself).
	Returns Permission = "returns"
	// Users is the accounts, invitations and their second factors.
	Users Permission = "users"
	// Settings is the site settings and the consent texts.
	Settings Permission = "settings"
	// Audit is the audit log.
	Audit Permission = "audit"
	// Experiments is the A/B tests of the public pages (issue 24): making,
	// starting, stopping and shipping them, and their results. Shipping a
	// winner writes the one site setting the experiment varied.
	Experiments Permission = "experiments"
	// PartnerPortal is a partner firm's own area, for its members only: an
	// admin belongs to no firm.
	PartnerPortal Permission = "partner_portal"
)

// grants are the permissions of each role beyond Public and SignedIn.
var grants = map[Role][]Permission{
	Admin:   {Dashboard, Content, Leads, LeadExport, Analytics, PartnersRead, Partners, Returns, Users, Settings, Audit, Experiments},
	Editor:  {Dashboard, Content, Experiments},
	Intake:  {Dashboard, Leads, PartnersRead, Returns},
	Partner: {PartnerPortal},
	User:    {},
}

// Permissions lists what r may do beyond Public and SignedIn, in the order
// of grants (a new slice: the caller may keep it).
func (r Role) Permissions() []Permission { return slices.Clone(grants[r]) }

// Can says whether r holds p. Every valid role holds Public and SignedIn.
func (r Role) Can(p Permission) bool {
	if !r.Valid() {
		return false
	}
	return p == Public || p == SignedIn || slices.Contains(grants[r], p)
}

// RolesWith lists the roles that hold p, in the order of Roles.
func RolesWith(p Permission) []Role {
	var out []Role
	for _, r := range Roles {
		if r.Can(p) {
			out = append(out, r)
		}
	}
	return out
}

// Known says whether p is a permission some role holds.
func Known(p Permission) bool { return len(RolesWith(p)) > 0 }

// CanChangeRole says whether an admin may move an account from one role to
// another without an invitation: between staff roles, or down to User. An
// account never rises from User, nor joins or leaves a partner firm for
// the staff, that way: those take an invitation, which the account's owner
// accepts.
func CanChangeRole(from, to Role) bool {
	if !from.Valid() || !to.Valid() {
		return false
	}
	return from == to || to == User || from.Staff() && to.Staff()
}
