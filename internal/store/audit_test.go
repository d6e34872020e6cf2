package store_test

import (
	"testing"
	"time"

	"claimsite/internal/store"
)

func TestAuditLog(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		alice, bob := int64(1), int64(2)
		events := []store.AuditEvent{
			{ActorID: &alice, ActorEmail: "alice@example.com", ActorName: "Alice A", Action: "update", RecordType: "service", RecordID: "3", Summary: "fields: title", IP: "192.0.2.1", RequestID: "r1"},
			{ActorID: &bob, ActorEmail: "bob@example.com", Action: "view", RecordType: "lead", RecordID: "7"},
			{ActorID: &alice, ActorEmail: "alice@example.com", Action: "export", RecordType: "lead"},
			{ActorID: &bob, ActorEmail: "bob@example.com", Action: "update", RecordType: "lead", RecordID: "7", Summary: "fields: phone, email"},
		}
		for i, e := range events {
			got, err := st.RecordAudit(ctx, e)
			if err != nil {
				t.Fatalf("record %d: %v", i, err)
			}
			if got.ID == 0 || !got.At.Equal(c.Now()) {
				t.Errorf("recorded %d: id %d at %v, want an id at %v", i, got.ID, got.At, c.Now())
			}
			c.advance(24 * time.Hour)
		}

		all, total, err := st.AuditPage(ctx, store.AuditFilter{}, store.Page{Number: 1, Size: 10})
		if err != nil {
			t.Fatal(err)
		}
		if total != 4 || len(all) != 4 || all[0].Summary != "fields: phone, email" || all[3].RequestID != "r1" {
			t.Fatalf("all: total %d, %+v", total, all)
		}
		first := all[3]
		if first.ActorID == nil || *first.ActorID != alice || first.ActorName != "Alice A" || first.IP != "192.0.2.1" ||
			!first.At.Equal(t0) || first.RecordType != "service" || first.RecordID != "3" || first.Action != "update" {
			t.Errorf("oldest event read back: %+v", first)
		}

		for _, c := range []struct {
			name string
			f    store.AuditFilter
			want []string // summaries, newest first
			ids  int
		}{
			{"actor id", store.AuditFilter{Actor: "2"}, nil, 2},
			{"actor e-mail part", store.AuditFilter{Actor: "ALICE@"}, nil, 2},
			{"action", store.AuditFilter{Action: "update"}, []string{"fields: phone, email", "fields: title"}, 2},
			{"record", store.AuditFilter{RecordType: "lead", RecordID: "7"}, []string{"fields: phone, email", ""}, 2},
			{"record type", store.AuditFilter{RecordType: "service"}, []string{"fields: title"}, 1},
			{"from", store.AuditFilter{From: t0.Add(48 * time.Hour)}, nil, 2},
			{"to", store.AuditFilter{To: t0.Add(24 * time.Hour)}, []string{"fields: title"}, 1},
			{"range", store.AuditFilter{From: t0.Add(time.Hour), To: t0.Add(49 * time.Hour)}, nil, 2},
			{"wildcards are literal", store.AuditFilter{Actor: "%"}, nil, 0},
			{"nothing", store.AuditFilter{Action: "delete"}, nil, 0},
		} {
			got, n, err := st.AuditPage(ctx, c.f, store.Page{Number: 1, Size: 10})
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if n != c.ids || len(got) != c.ids {
				t.Errorf("%s: got %d events (total %d), want %d", c.name, len(got), n, c.ids)
				continue
			}
			for i, want := range c.want {
				if got[i].Summary != want {
					t.Errorf("%s: event %d summary %q, want %q", c.name, i, got[i].Summary, want)
				}
			}
		}

		var exported []int64
		err = st.EachAuditEvent(ctx, store.AuditFilter{Actor: "alice"}, func(e store.AuditEvent) error {
			exported = append(exported, e.ID)
			return nil
		})
		if err != nil || len(exported) != 2 || exported[0] < exported[1] {
			t.Errorf("export: %v, %v; want alice's two events newest first", exported, err)
		}
	})
}

// TestAuditLogIsAppendOnly: the database itself refuses to change or
// remove an event, whatever code asks.
func TestAuditLogIsAppendOnly(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		e, err := st.RecordAudit(ctx, store.AuditEvent{Action: "delete", RecordType: "service", RecordID: "1"})
		if err != nil {
			t.Fatal(err)
		}
		db := st.DB()
		for _, q := range []string{
			"UPDATE audit_events SET summary = 'rewritten'",
			"UPDATE audit_events SET actor_id = NULL",
			"DELETE FROM audit_events",
			"DELETE FROM audit_events WHERE id = " + itoa(e.ID),
		} {
			if _, err := db.ExecContext(ctx, q); err == nil {
				t.Errorf("%s: accepted, want refused", q)
			}
		}
		if st.Dialect() == store.Postgres {
			if _, err := db.ExecContext(ctx, "TRUNCATE audit_events"); err == nil {
				t.Error("TRUNCATE audit_events: accepted, want refused")
			}
		}
		got, n, err := st.AuditPage(ctx, store.AuditFilter{}, store.Page{Number: 1, Size: 10})
		if err != nil || n != 1 || got[0].Summary != "" || got[0].RecordID != "1" {
			t.Errorf("after refused changes: %d events %+v, %v; want the one event unchanged", n, got, err)
		}
	})
}

func TestAuditViewsOncePerWindow(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		alice, bob := int64(1), int64(2)
		view := func(actor *int64, record string) bool {
			t.Helper()
			ok, err := st.RecordAuditOnce(ctx, store.AuditEvent{ActorID: actor, Action: "view", RecordType: "lead", RecordID: record}, 10*time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			return ok
		}
		for _, step := range []struct {
			name   string
			actor  *int64
			record string
			after  time.Duration
			want   bool
		}{
			{"first view", &alice, "7", 0, true},
			{"again at once", &alice, "7", time.Second, false},
			{"another admin", &bob, "7", 0, true},
			{"another lead", &alice, "8", 0, true},
			{"nine minutes on", &alice, "7", 9 * time.Minute, false},
			{"past the window", &alice, "7", 2 * time.Minute, true},
			{"no actor is never folded", nil, "7", 0, true},
			{"no actor again", nil, "7", 0, true},
		} {
			c.advance(step.after)
			if got := view(step.actor, step.record); got != step.want {
				t.Errorf("%s: recorded %v, want %v", step.name, got, step.want)
			}
		}
		if _, n, _ := st.AuditPage(ctx, store.AuditFilter{}, store.Page{Number: 1, Size: 10}); n != 6 {
			t.Errorf("%d events, want 6", n)
		}
	})
}
