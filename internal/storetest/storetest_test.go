package storetest

import (
	"context"
	"database/sql"
	"errors"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/seed"
	"claimsite/internal/store"
)

var (
	consentA = store.ConsentText{Version: "c-aaaa", Text: "I agree, A."}
	consentB = store.ConsentText{Version: "c-bbbb", Text: "I agree, B."}
)

// TestSeededHoldsTheDefaultContent: a clone of the seeded template holds
// every seeded record as of SeededAt and the consent text it was asked for;
// a clone of the migrated template holds none of it, and neither is
// changed by what a clone of it does.
func TestSeededHoldsTheDefaultContent(t *testing.T) {
	Each(t, func(t *testing.T, plain *store.Store) {
		ctx := t.Context()
		d := plain.Dialect()
		for _, c := range []store.ConsentText{consentA, consentB} {
			st := Open(t, d, Seeded(c))
			services, err := st.AllServices(ctx)
			if err != nil || len(services) != len(seed.Services) {
				t.Fatalf("services: got %d, %v; want %d", len(services), err, len(seed.Services))
			}
			for i, v := range services {
				if v.Title != seed.Services[i].Title || !v.CreatedAt.Equal(SeededAt) || !v.UpdatedAt.Equal(SeededAt) {
					t.Errorf("service %d: %q created %v updated %v; want %q at %v", i, v.Title, v.CreatedAt, v.UpdatedAt, seed.Services[i].Title, SeededAt)
				}
			}
			_, laws, err := st.StateLawPage(ctx, store.Page{Number: 1, Size: 100})
			if err != nil || laws != len(seed.StateLaws) {
				t.Errorf("state laws: got %d, %v; want %d", laws, err, len(seed.StateLaws))
			}
			_, questions, err := st.QuestionPage(ctx, store.Page{Number: 1, Size: 100}, false)
			if err != nil || questions != len(seed.Questions) {
				t.Errorf("questions: got %d, %v; want %d", questions, err, len(seed.Questions))
			}
			_, posts, err := st.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 100})
			if err != nil || posts != len(seed.Posts) {
				t.Errorf("posts: got %d, %v; want %d", posts, err, len(seed.Posts))
			}
			if got, err := st.CurrentConsentText(ctx); err != nil || got.Version != c.Version || got.Text != c.Text || got.Language != store.ConsentEnglish {
				t.Errorf("consent text: got %+v, %v; want %+v", got, err, c)
			}
			list, err := st.ConsentPublications(ctx)
			if err != nil || len(list) != 1 || !list[0].PublishedAt.Equal(SeededAt) {
				t.Errorf("consent publications: got %+v, %v; want one, at %v", list, err, SeededAt)
			}
			// The seed is done: starting the site on the clone seeds nothing.
			if did, err := seed.Run(ctx, st); err != nil || did {
				t.Errorf("seed.Run on a seeded clone: got %v, %v; want false", did, err)
			}
			// What a clone does stays in the clone.
			if err := st.DeleteService(ctx, services[0].ID); err != nil {
				t.Fatal(err)
			}
		}
		if again, err := Open(t, d, Seeded(consentA)).AllServices(ctx); err != nil || len(again) != len(seed.Services) {
			t.Errorf("a later clone: %d services, %v; want %d", len(again), err, len(seed.Services))
		}
		if services, err := plain.AllServices(ctx); err != nil || len(services) != 0 {
			t.Errorf("migrated clone: got %d services, %v; want none", len(services), err)
		}
		if _, err := plain.CurrentConsentText(ctx); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("migrated clone: consent text %v, want ErrNotFound", err)
		}
		if did, err := seed.Run(ctx, plain); err != nil || !did {
			t.Errorf("seed.Run on a migrated clone: got %v, %v; want true", did, err)
		}
	})
}

// TestContentKey: the template of seeded content is named after all of
// it, so a change to the seed files, the consent text or SeededAt makes a
// new template rather than reusing one kept on the server.
func TestContentKey(t *testing.T) {
	content, err := seed.Content()
	if err != nil {
		t.Fatal(err)
	}
	key := func(at time.Time, c store.SeedContent, consent store.ConsentText) string {
		t.Helper()
		k, err := contentKey(at, c, consent)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	base := key(SeededAt, content, consentA)
	if again := key(SeededAt, content, consentA); again != base {
		t.Errorf("same content: keys %q and %q", base, again)
	}
	if len(base) != 12 {
		t.Errorf("key %q: want 12 hex digits (the template name stays under 64 bytes)", base)
	}
	edited, _ := seed.Content()
	edited.StateLaws[50].Description += " "
	post, _ := seed.Content()
	later := post.Blogs[0].PublishedAt.Add(time.Second)
	post.Blogs[0].PublishedAt = &later
	changes := map[string]string{
		"state law text": key(SeededAt, edited, consentA),
		"post date":      key(SeededAt, post, consentA),
		"consent text":   key(SeededAt, content, store.ConsentText{Version: consentA.Version, Text: consentA.Text + "!"}),
		"consent":        key(SeededAt, content, consentB),
		"seeded at":      key(SeededAt.Add(time.Second), content, consentA),
	}
	for what, k := range changes {
		if k == base {
			t.Errorf("%s changed, key did not: %q", what, k)
		}
	}
}

// TestPostgresTemplateRace: test binaries that start together each make
// the template they miss; every one ends up with the same, complete
// template, and no half-made copy is left on the server.
func TestPostgresTemplateRace(t *testing.T) {
	if os.Getenv(PostgresEnv) == "" {
		Dialects(t) // fails under CLAIMSITE_REQUIRE_POSTGRES
		t.Skip("no PostgreSQL test server")
	}
	migrated, err := postgresTemplate(template{})
	if err != nil {
		t.Fatal(err)
	}
	admin, err := sql.Open("pgx", os.Getenv(PostgresEnv))
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	name := "claimsite_template_race_" + randomHex(4)
	t.Cleanup(func() { admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`) })
	const binaries = 4
	var wg sync.WaitGroup
	got, errs := make([]string, binaries), make([]error, binaries)
	for i := range binaries {
		wg.Go(func() { got[i], errs[i] = makePostgresTemplate(name, migrated, template{consent: &consentA}) })
	}
	wg.Wait()
	for i := range binaries {
		if errs[i] != nil || got[i] != name {
			t.Errorf("binary %d: got %q, %v; want %q", i, got[i], errs[i], name)
		}
	}
	rows, err := admin.Query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, name+"%")
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		left = append(left, n)
	}
	rows.Close()
	if len(left) != 1 || left[0] != name {
		t.Errorf("databases named %s*: %v, want only the template", name, left)
	}
	// A clone of it is seeded.
	clone := "t_" + randomHex(6)
	if _, err := admin.Exec(`CREATE DATABASE ` + clone + ` TEMPLATE ` + name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { admin.Exec(`DROP DATABASE IF EXISTS ` + clone + ` WITH (FORCE)`) })
	st, err := store.Open(context.Background(), databaseURL(os.Getenv(PostgresEnv), clone), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if c, err := st.CurrentConsentText(t.Context()); err != nil || c.Version != consentA.Version || c.Text != consentA.Text || c.Language != store.ConsentEnglish {
		t.Errorf("clone's consent text: %+v, %v; want %+v", c, err, consentA)
	}
	if services, err := st.AllServices(t.Context()); err != nil || len(services) != len(seed.Services) {
		t.Errorf("clone's services: %d, %v; want %d", len(services), err, len(seed.Services))
	}
}

// TestPostgresTemplateNames: the seeded template is named after the
// migrations and its content, within PostgreSQL's 63-byte names even while
// it is being made.
func TestPostgresTemplateNames(t *testing.T) {
	if os.Getenv(PostgresEnv) == "" {
		Dialects(t)
		t.Skip("no PostgreSQL test server")
	}
	a, err := postgresTemplate(template{consent: &consentA})
	if err != nil {
		t.Fatal(err)
	}
	b, err := postgresTemplate(template{consent: &consentB})
	if err != nil {
		t.Fatal(err)
	}
	migrated, _ := postgresTemplate(template{})
	prefix := "claimsite_template_" + store.MigrationsDigest()
	for _, name := range []string{a, b} {
		if !strings.HasPrefix(name, prefix+"_s") || name == migrated || len(name)+1+8 > 63 {
			t.Errorf("template %q: want %s_s<content> (%d bytes with the temporary suffix)", name, prefix, len(name)+9)
		}
	}
	if a == b {
		t.Errorf("two consent texts share template %q", a)
	}
}
