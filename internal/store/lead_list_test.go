package store_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// TestKeysetPaging: following the cursor from the first page returns every
// lead committed before it exactly once, in the list's order, while new
// leads arrive between pages; leads sharing a created_at are told apart by
// id. Without arrivals, cursor pages and numbered pages agree.
func TestKeysetPaging(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		add := func(n int) int64 {
			l := newLead(fmt.Sprintf("k%d@example.com", n), fmt.Sprintf("555%07d", n))
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		var before []int64
		for i := range 23 {
			// Three leads a second: ties on created_at.
			if i%3 == 0 {
				c.advance(time.Second)
			}
			before = append(before, add(i))
		}
		// Numbered pages, before anything arrives: the reference order.
		var numbered []int64
		for n := 1; n <= 3; n++ {
			items, _, err := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: n, Size: 10})
			if err != nil {
				t.Fatal(err)
			}
			numbered = append(numbered, ids(items)...)
		}
		want := slices.Clone(before)
		slices.Reverse(want) // newest first; ids grow with time here
		if !slices.Equal(numbered, want) {
			t.Fatalf("numbered pages: got %v, want %v", numbered, want)
		}

		var got []int64
		var cursor *store.LeadCursor
		for page := 0; ; page++ {
			list, err := st.LeadList(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10}, cursor)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, ids(list.Items)...)
			if list.Next == nil {
				break
			}
			if page > 10 {
				t.Fatal("the cursor does not move")
			}
			// Leads arrive between pages: newer ones, and one in the same
			// second as the newest (a tie with a higher id).
			add(100 + 2*page)
			c.advance(time.Second)
			add(101 + 2*page)
			// The cursor travels as text.
			parsed, err := store.ParseLeadCursor(list.Next.String())
			if err != nil {
				t.Fatal(err)
			}
			cursor = &parsed
		}
		if !slices.Equal(got, want) {
			t.Errorf("cursor pages: got %v, want %v (each lead before the first page, once, newest first)", got, want)
		}

		// A filter keeps to its leads across cursor pages too.
		list, err := st.LeadList(ctx, store.LeadFilter{Query: "1@example"}, store.Page{Number: 1, Size: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var filtered []int64
		for {
			filtered = append(filtered, ids(list.Items)...)
			if list.Next == nil {
				break
			}
			if list, err = st.LeadList(ctx, store.LeadFilter{Query: "1@example"}, store.Page{Number: 1, Size: 2}, list.Next); err != nil {
				t.Fatal(err)
			}
		}
		if len(filtered) != list.Total || !list.TotalExact {
			t.Errorf("filtered cursor pages: got %d leads, total %d (exact %v)", len(filtered), list.Total, list.TotalExact)
		}
	})
}

func TestLeadCursorText(t *testing.T) {
	at := time.Date(2026, 3, 1, 9, 30, 0, 123456789, time.FixedZone("EST", -5*3600))
	c := store.LeadCursor{CreatedAt: at, ID: 42}
	got, err := store.ParseLeadCursor(c.String())
	if err != nil || !got.CreatedAt.Equal(at) || got.ID != 42 || got.CreatedAt.Location() != time.UTC {
		t.Errorf("round trip: got %+v, %v", got, err)
	}
	for _, bad := range []string{"", "x", "!!!", "MjAyNg", c.String() + "=", "MjAyNi0wMy0wMVQwOTozMDowMFogMA", strings.Repeat("A", 200)} {
		if _, err := store.ParseLeadCursor(bad); !errors.Is(err, store.ErrBadCursor) {
			t.Errorf("ParseLeadCursor(%q): got %v, want ErrBadCursor", bad, err)
		}
	}
}

// TestSearchCountIsCapped: a search counts at most CountCap matches and
// says when the total is a lower bound; filters the summaries count are
// exact.
func TestSearchCountIsCapped(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		for i := range 3 {
			l := newLead(fmt.Sprintf("cap%d@example.com", i), fmt.Sprintf("555%07d", i))
			l.LastName = "Jameson"
			if _, _, err := st.CreateLead(ctx, l, ""); err != nil {
				t.Fatal(err)
			}
		}
		list, err := st.LeadList(ctx, store.LeadFilter{Query: "cap"}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil || list.Total != 3 || !list.TotalExact || list.Next != nil {
			t.Errorf("3 matches: total %d exact %v next %v, %v", list.Total, list.TotalExact, list.Next, err)
		}
		// A search of one or two characters counts each lead once, though
		// its first and last names both start with it.
		restore := st.SetCountCap(3)
		list, err = st.LeadList(ctx, store.LeadFilter{Query: "ja"}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil || list.Total != 3 || !list.TotalExact {
			t.Errorf("3 leads named Jane Jameson, capped at 3: total %d exact %v, %v", list.Total, list.TotalExact, err)
		}
		restore()
		restore = st.SetCountCap(2)
		defer restore()
		for _, f := range []store.LeadFilter{{Query: "cap"}, {Query: "ja"}, {Query: "cap", State: "CA"}} {
			list, err = st.LeadList(ctx, f, store.Page{Number: 1, Size: 10}, nil)
			if err != nil || list.Total != 2 || list.TotalExact || len(list.Items) != 3 {
				t.Errorf("%+v capped at 2: total %d exact %v, %d items, %v", f, list.Total, list.TotalExact, len(list.Items), err)
			}
		}
		// Past the cap, the page walks the list's order (on SQLite): the
		// same leads, in the same order, by cursor too.
		var walked []int64
		var cursor *store.LeadCursor
		for {
			list, err = st.LeadList(ctx, store.LeadFilter{Query: "cap"}, store.Page{Number: 1, Size: 2}, cursor)
			if err != nil {
				t.Fatal(err)
			}
			walked = append(walked, ids(list.Items)...)
			if cursor = list.Next; cursor == nil {
				break
			}
		}
		if all, _, _ := st.LeadPage(ctx, store.LeadFilter{Query: "cap"}, store.Page{Number: 1, Size: 10}); !slices.Equal(walked, ids(all)) || len(walked) != 3 {
			t.Errorf("capped search by cursor: got %v, want %v", walked, ids(all))
		}
		list, err = st.LeadList(ctx, store.LeadFilter{State: "CA"}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil || list.Total != 3 || !list.TotalExact {
			t.Errorf("no text: total %d exact %v, %v", list.Total, list.TotalExact, err)
		}
	})
}

// TestBroadSearchFindsWhatTheIndexFinds: a search with more matches than
// it counts walks the list's order and checks each lead's own text (SQLite;
// beyond ASCII, its id against the matches' ids), which must find exactly
// what the text index finds: in any case, formats and wildcards included,
// alone and with a state.
func TestBroadSearchFindsWhatTheIndexFinds(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		for i, p := range []struct{ first, last, email, state, desc, notes string }{
			{"Ana", "MUÑOZ", "ana.munoz@example.com", "CA", "Rear-ended at 40% speed", "called twice"},
			{"Luis", "Muñoz", "luis@mail.test", "TX", "Slipped on ice", ""},
			{"Jo", "Smith", "jo.smith@example.com", "CA", "T-bone_crash", "wants a call back"},
			{"Bigjo", "Smithers", "bigjo.smith@example.com", "CA", "", "100% sure"},
			{"Ann", "Able", "ann@example.org", "NY", "A truck (18 wheels)", "Called TWICE"},
		} {
			c.advance(time.Minute)
			l := newLead(p.email, fmt.Sprintf("71355501%02d", i))
			l.FirstName, l.LastName, l.State, l.Description = p.first, p.last, p.state, p.desc
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			notes := p.notes
			if _, err := st.UpdateLead(ctx, id, store.LeadUpdate{Notes: &notes}); err != nil {
				t.Fatal(err)
			}
		}
		terms := []string{"muñoz", "MUÑOZ", "smith", "SMITH", "jo.smith@example.com", "Jo.Smith@Example.COM",
			"(713) 555-0102", "713.555.0103", "5550104", "called twice", "40%", "0%", "e_c", "_crash", "(18 wheels)",
			"example", "ice", "ann able", "zzz"}
		for _, term := range terms {
			for _, state := range []string{"", "CA"} {
				f := store.LeadFilter{Query: term, State: state}
				narrow, _, err := st.LeadPage(ctx, f, store.Page{Number: 1, Size: 10})
				if err != nil {
					t.Fatal(err)
				}
				restore := st.SetCountCap(1)
				broad, _, err := st.LeadPage(ctx, f, store.Page{Number: 1, Size: 10})
				restore()
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(ids(broad), ids(narrow)) {
					t.Errorf("%q in %q: walked %v, from the index %v", term, state, ids(broad), ids(narrow))
				}
			}
		}
		// The terms above do find leads, several of them beyond the cap.
		if l, _, _ := st.LeadPage(ctx, store.LeadFilter{Query: "MUÑOZ"}, store.Page{Number: 1, Size: 10}); len(l) != 2 {
			t.Errorf("MUÑOZ finds %d leads, want 2 (the index folds case beyond ASCII)", len(l))
		}
	})
}

// TestSearchReference: a reference is found whole, in part, and by its
// first characters.
func TestSearchReference(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		var refs []string
		var leadIDs []int64
		for i := range 2 {
			id, _, err := st.CreateLead(ctx, newLead(fmt.Sprintf("r%d@example.com", i), fmt.Sprintf("555%07d", i)), "")
			if err != nil {
				t.Fatal(err)
			}
			ref, err := st.LeadReference(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			refs, leadIDs = append(refs, ref), append(leadIDs, id)
		}
		for _, q := range []string{refs[0], strings.ToLower(refs[0]), refs[0][3:9], refs[0][:2]} {
			items, _, err := st.LeadPage(ctx, store.LeadFilter{Query: q}, store.Page{Number: 1, Size: 10})
			if err != nil || !slices.Contains(ids(items), leadIDs[0]) {
				t.Errorf("search %q: got %v, %v; want lead %d (%s)", q, ids(items), err, leadIDs[0], refs[0])
			}
			if len(q) > 2 && slices.Contains(ids(items), leadIDs[1]) && !strings.Contains(refs[1], strings.ToUpper(q)) {
				t.Errorf("search %q found the other lead %s", q, refs[1])
			}
		}
	})
}

// TestSearchEmailAddress: an e-mail address, which the text index looks
// up by its local part and its domain apart (lead_list.go, matchText),
// finds the leads whose text holds the address as typed, in any case, and
// not those that have its parts apart.
func TestSearchEmailAddress(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		add := func(email, notes string) int64 {
			l := newLead(email, fmt.Sprintf("555%07d", len(email)))
			l.Description = notes
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		exact := add("jo.smith@example.com", "")
		longer := add("bigjo.smith@example.com", "")
		org := add("jo.smith@example.org", "")
		add("jo.smithers@example.net", "wrote from jo.smith at example.com")
		apart := add("ann@example.com", "her friend jo.smith called")
		searchFinds(t, st, []searchCase{
			{"jo.smith@example.com", []int64{longer, exact}},
			{"Jo.Smith@Example.COM", []int64{longer, exact}},
			{"bigjo.smith@example.com", []int64{longer}},
			{"smith@example.com", []int64{longer, exact}},
			{"jo.smith@example.co", []int64{longer, exact}},
			{"ann@example.com", []int64{apart}},
			{"jo.smith@example", []int64{org, longer, exact}},
		})
	})
}

// searchCase is a search term and the leads it finds, newest first.
type searchCase struct {
	term string
	want []int64
}

// searchFinds checks what each case's term finds in st's lead list.
func searchFinds(t *testing.T, st *store.Store, cases []searchCase) {
	t.Helper()
	for _, c := range cases {
		items, _, err := st.LeadPage(t.Context(), store.LeadFilter{Query: c.term}, store.Page{Number: 1, Size: 10})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(items); !slices.Equal(got, c.want) {
			t.Errorf("search %q: got leads %v, want %v", c.term, got, c.want)
		}
	}
}

// TestSearchPhoneNumber: a phone number, which the text index looks up
// by its first and last three digits (matchText), finds the leads whose
// phone is that number as typed in any format, not those that share only
// those digits.
func TestSearchPhoneNumber(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		add := func(n int, phone string) int64 {
			id, _, err := st.CreateLead(ctx, newLead(fmt.Sprintf("p%d@example.com", n), phone), "")
			if err != nil {
				t.Fatal(err)
			}
			return id
		}
		first := add(1, "2505550135")
		second := add(2, "2501110135")
		third := add(3, "7135550250")
		searchFinds(t, st, []searchCase{
			{"(250) 555-0135", []int64{first}},
			{"250.111.0135", []int64{second}},
			{"+1 250 555 0135", []int64{first}}, // the country code dropped
			{"555-0135", []int64{first}},
			{"5550250", []int64{third}},
			{"2505550250", nil},
		})
	})
}

// TestErasedLeadLeavesNothingInTheSearchIndex: once a lead is erased (its
// columns blanked) or deleted, searching finds it by nothing it held, the
// text index holds none of its trigrams (SQLite: secure-delete), and
// neither the database file nor its -wal holds the name.
func TestErasedLeadLeavesNothingInTheSearchIndex(t *testing.T) {
	privacyStore(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := context.Background()
		// A word no other lead has, whose trigram the index stores whole:
		// a term is stored as what differs from the term before it, and
		// no other term starts with the first byte of this one (the
		// characters have no case, as the index folds case). Its bytes in
		// the index's blocks show the index still holds it. Names are
		// not stored whole in the index, so a search of the files for a
		// name alone would pass even with the index holding its trigrams.
		const marker = "龘丂㐀"
		lead := zeldaLead(zeldaPhone)
		lead.Description += " " + marker
		erased := submit(t, st, lead)
		c.advance(time.Hour)
		lead.Phone = "(555) 987-6543"
		deleted := submit(t, st, lead)
		other := submit(t, st, routingLead(7, "CA"))
		terms := []string{zeldaFirst, zeldaLast, zeldaFirst + " " + zeldaLast, zeldaEmail, zeldaPhone, "(555) 987-6543", "warehouse ladder", marker}
		search := func(q string) []int64 {
			t.Helper()
			items, _, err := st.LeadPage(ctx, store.LeadFilter{Query: q}, store.Page{Number: 1, Size: 10})
			if err != nil {
				t.Fatal(err)
			}
			return ids(items)
		}
		for _, q := range terms {
			if got := search(q); !slices.Equal(got, []int64{deleted.ID, erased.ID}) {
				t.Fatalf("before: search %q found %v, want both leads: the test could not fail", q, got)
			}
		}
		files := func() []byte {
			dir := filepath.Dir(st.ErasureLogPath())
			var all []byte
			for _, file := range []string{"claimsite.db", "claimsite.db-wal"} {
				raw, err := os.ReadFile(filepath.Join(dir, file))
				if err != nil && !os.IsNotExist(err) {
					t.Fatal(err)
				}
				all = append(all, raw...)
			}
			return all
		}
		indexBlocks := func() []byte {
			var all []byte
			rows, err := st.DB().Query(`SELECT block FROM lead_search_data`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			for rows.Next() {
				var b []byte
				if err := rows.Scan(&b); err != nil {
					t.Fatal(err)
				}
				all = append(all, b...)
			}
			return all
		}
		if st.Dialect() == store.SQLite && !bytes.Contains(indexBlocks(), []byte(marker)) {
			t.Fatalf("the index's blocks do not hold the term %q before the erasure: the test could not fail", marker)
		}
		if _, err := st.EraseLeads(ctx, []int64{erased.ID}, store.ErasureAdmin); err != nil {
			t.Fatal(err)
		}
		if err := st.DeleteLead(ctx, deleted.ID); err != nil {
			t.Fatal(err)
		}
		for _, q := range terms {
			if got := search(q); len(got) != 0 {
				t.Errorf("after: search %q found %v", q, got)
			}
		}
		// The erased lead is still found by its reference, the other lead
		// by its name.
		if got := search(erased.Reference); !slices.Equal(got, []int64{erased.ID}) {
			t.Errorf("search by the erased lead's reference: got %v", got)
		}
		if got := search(other.LastName); !slices.Equal(got, []int64{other.ID}) {
			t.Errorf("another lead: got %v", got)
		}
		if found := findPersonal(t, st, personal); len(found) > 0 {
			t.Errorf("personal data left after the erasure:\n%s", strings.Join(found, "\n"))
		}
		if st.Dialect() != store.SQLite {
			return
		}
		if bytes.Contains(indexBlocks(), []byte(marker)) {
			t.Errorf("the index's blocks still hold the term %q", marker)
		}
		if _, err := st.DB().Exec(`INSERT INTO lead_search (lead_search) VALUES ('integrity-check')`); err != nil {
			t.Errorf("the index does not match the leads: %v", err)
		}
		// The index itself: every term left for the erased lead comes from
		// what erasure keeps (its reference); the deleted lead has none.
		db := st.DB()
		if _, err := db.Exec(`CREATE VIRTUAL TABLE temp.lead_search_terms USING fts5vocab(main, lead_search, instance)`); err != nil {
			t.Fatal(err)
		}
		rows, err := db.Query(`SELECT doc, term FROM temp.lead_search_terms WHERE doc IN (?, ?)`, erased.ID, deleted.ID)
		if err != nil {
			t.Fatal(err)
		}
		kept := strings.ToLower(" \n\n\n\n\n" + erased.Reference + "\n\n")
		for rows.Next() {
			var doc int64
			var term string
			if err := rows.Scan(&doc, &term); err != nil {
				t.Fatal(err)
			}
			if doc == deleted.ID || !strings.Contains(kept, term) {
				t.Errorf("the index holds %q for lead %d", term, doc)
			}
		}
		rows.Close()
		// No trigram of her name is left anywhere in the index (secure-
		// delete removes them at once, not at the next merge).
		for _, name := range []string{zeldaFirst, zeldaLast} {
			for _, tri := range trigrams(strings.ToLower(name)) {
				var n int
				if err := db.QueryRow(`SELECT COUNT(*) FROM temp.lead_search_terms WHERE term = ?`, tri).Scan(&n); err != nil {
					t.Fatal(err)
				}
				// Another lead's name or e-mail, or the random reference
				// erasure keeps, may hold the same three letters.
				if n > 0 && !strings.Contains(strings.ToLower(other.FirstName+" "+other.LastName+other.Email), tri) && !strings.Contains(kept, tri) {
					t.Errorf("the index still holds the trigram %q of %q (%d times)", tri, name, n)
				}
			}
		}
		// The files: the database and its write-ahead log, once the
		// erasure's checkpoint ran.
		deadline := time.Now().Add(10 * time.Second)
		for !st.FilesClean() && time.Now().Before(deadline) {
			time.Sleep(50 * time.Millisecond)
		}
		raw := files()
		for _, n := range append(personal, zeldaFirst+" "+zeldaLast, marker) {
			if bytes.Contains(bytes.ToLower(raw), bytes.ToLower([]byte(n))) {
				t.Errorf("the database files still hold %q", n)
			}
		}
	})
}

// trigrams are the 3-character pieces of s.
func trigrams(s string) []string {
	r := []rune(s)
	var out []string
	for i := 0; i+3 <= len(r); i++ {
		out = append(out, string(r[i:i+3]))
	}
	return out
}

// TestForeignFilterForms: an attribution filter that most leads match is
// checked on each lead as the list's order is walked, a rare one is read
// from its own index first, and any is walked while the summaries are
// rebuilt; the pages are the same either way. A combination the summaries
// cannot count is counted up to CountCap.
func TestForeignFilterForms(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		var google []int64
		for i := range 30 {
			l := newLead(fmt.Sprintf("form%d@example.com", i), fmt.Sprintf("555%07d", i))
			l.Attribution.UTMSource = "google"
			if i%15 == 0 {
				l.Attribution.UTMSource = "bing"
			}
			c.advance(time.Second)
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			if l.Attribution.UTMSource == "google" {
				google = append(google, id)
			}
		}
		slices.Reverse(google)
		// 28 of 30 from google: 28² > 11 × 30, walked; 2 from bing: read first.
		for _, want := range []struct {
			source string
			walk   bool
		}{{"google", true}, {"Bing", false}} {
			if _, _, walk, err := st.LeadListForms(ctx, store.LeadFilter{Source: want.source}, 11); err != nil || walk != want.walk {
				t.Errorf("%s: walk %v, want %v (%v)", want.source, walk, want.walk, err)
			}
		}
		pages := func(f store.LeadFilter) (got []int64, total int) {
			var cursor *store.LeadCursor
			for {
				list, err := st.LeadList(ctx, f, store.Page{Number: 1, Size: 4}, cursor)
				if err != nil {
					t.Fatal(err)
				}
				got, total = append(got, ids(list.Items)...), list.Total
				if cursor = list.Next; cursor == nil {
					return got, total
				}
			}
		}
		if got, total := pages(store.LeadFilter{Source: "google"}); !slices.Equal(got, google) || total != 28 {
			t.Errorf("google, walked: %v (total %d), want %v", got, total, google)
		}

		// A search every lead matches (their e-mail) is checked on each lead
		// as the order is walked; one lead's address is read from the index.
		for _, want := range []struct {
			q     string
			broad bool
		}{{"form", true}, {"form17@", false}} {
			if broad, _, _, err := st.LeadListForms(ctx, store.LeadFilter{Query: want.q}, 5); err != nil || broad != want.broad {
				t.Errorf("search %q: broad %v, want %v (%v)", want.q, broad, want.broad, err)
			}
		}
		if got, total := pages(store.LeadFilter{Query: "form", Source: "google"}); !slices.Equal(got, google) || total != 28 {
			t.Errorf("search and source: %v (total %d), want %v", got, total, google)
		}
		// With a state, counted by the capped count: the same leads.
		if got, total := pages(store.LeadFilter{Query: "form", State: "CA"}); len(got) != 30 || total != 30 {
			t.Errorf("search and state: %d leads (total %d), want 30", len(got), total)
		}
		if got, total := pages(store.LeadFilter{Query: "form", State: "TX"}); len(got) != 0 || total != 0 {
			t.Errorf("search and another state: %v (total %d), want none", got, total)
		}

		// State and source: no summary keys both, so the count stops at the cap.
		restore := st.SetCountCap(5)
		defer restore()
		list, err := st.LeadList(ctx, store.LeadFilter{Source: "google", State: "CA"}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil || list.Total != 5 || list.TotalExact || len(list.Items) != 10 {
			t.Errorf("capped at 5: total %d exact %v, %d items, %v", list.Total, list.TotalExact, len(list.Items), err)
		}
		list, err = st.LeadList(ctx, store.LeadFilter{Source: "bing", State: "CA"}, store.Page{Number: 1, Size: 10}, nil)
		if err != nil || list.Total != 2 || !list.TotalExact || len(list.Items) != 2 {
			t.Errorf("under the cap: total %d exact %v, %d items, %v", list.Total, list.TotalExact, len(list.Items), err)
		}

		// While the summaries are rebuilt nothing says how rare a value is:
		// walked, and the pages are the same.
		if err := st.ResetSummaries(ctx); err != nil {
			t.Fatal(err)
		}
		if _, _, walk, err := st.LeadListForms(ctx, store.LeadFilter{Source: "bing"}, 11); err != nil || !walk {
			t.Errorf("bing while rebuilding: walk %v (%v)", walk, err)
		}
		if got, _ := pages(store.LeadFilter{Source: "google"}); !slices.Equal(got, google) {
			t.Errorf("google while rebuilding: %v, want %v", got, google)
		}
	})
}

// TestDeliveryFilterForms: the delivery filter is walked (each lead
// checked as the order is walked) when its M matches among N leads are many
// for the rows asked for, M² > rows × N by the daily summaries, and its
// matches read first otherwise; both forms list the same leads.
func TestDeliveryFilterForms(t *testing.T) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		ctx := context.Background()
		summaryHistory(t, st, rand.New(rand.NewPCG(5, 8)), 150)
		count := func(f store.LeadFilter) int {
			list, err := st.LeadList(ctx, f, store.Page{Number: 1, Size: 1}, nil)
			if err != nil || !list.TotalExact {
				t.Fatalf("%+v: total %d exact %v (%v)", f, list.Total, list.TotalExact, err)
			}
			return list.Total
		}
		n := count(store.LeadFilter{})
		var walked, readFirst int
		for _, status := range []string{store.DeliveryDelivered, store.DeliveryPending, store.DeliveryFailed, store.DeliveryDead} {
			f := store.LeadFilter{Delivery: status}
			m := count(f)
			for _, rows := range []int{1, 11, n} {
				want := m*m > rows*n
				_, walk, _, err := st.LeadListForms(ctx, f, rows)
				if err != nil || walk != want {
					t.Errorf("%s (%d of %d leads), %d rows: walk %v, want %v (%v)", status, m, n, rows, walk, want, err)
				}
				if want {
					walked++
				} else {
					readFirst++
				}
			}
			// A page of 2 walks where the whole list in one page reads the
			// matches first (rows = n): the same leads, in the same order.
			var paged []int64
			var cursor *store.LeadCursor
			for {
				list, err := st.LeadList(ctx, f, store.Page{Number: 1, Size: 2}, cursor)
				if err != nil {
					t.Fatal(err)
				}
				if paged = append(paged, ids(list.Items)...); list.Next == nil {
					break
				}
				cursor = list.Next
			}
			whole, err := st.LeadList(ctx, f, store.Page{Number: 1, Size: n}, nil)
			if err != nil || !slices.Equal(paged, ids(whole.Items)) || len(paged) != m {
				t.Errorf("%s: pages of 2 %v, one page %v, want %d leads (%v)", status, paged, ids(whole.Items), m, err)
			}
		}
		if walked == 0 || readFirst == 0 {
			t.Errorf("the history chose one form only: %d walked, %d read first", walked, readFirst)
		}

		// With the lead's own filters, a count led by the delivery's
		// matches (countForms) counts each lead once, however many
		// deliveries in that status it has.
		for _, status := range []string{store.DeliveryDelivered, store.DeliveryFailed, store.DeliveryDead} {
			alone, err := st.LeadList(ctx, store.LeadFilter{Delivery: status}, store.Page{Number: 1, Size: n}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []store.LeadFilter{
				{Delivery: status, State: "CA"}, {Delivery: status, State: "TX"},
				{Delivery: status, Status: "new"}, {Delivery: status, State: "CA", Routing: "routed"},
			} {
				want := 0
				for _, l := range alone.Items {
					if (f.State == "" || l.State == f.State) && (f.Status == "" || l.Status == f.Status) && (f.Routing == "" || l.Routing == f.Routing) {
						want++
					}
				}
				if got := count(f); got != want {
					t.Errorf("%+v: total %d, want %d", f, got, want)
				}
			}
		}
	})
}
