package store_test

import (
	"claimsite/internal/access"
	"claimsite/internal/leads"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"claimsite/internal/seed"
	"claimsite/internal/store"
	"claimsite/internal/storetest"
)

// t0 is a whole second (PostgreSQL keeps microseconds, so times compare
// exactly), a Wednesday.
var t0 = time.Date(2026, 3, 11, 12, 0, 0, 0, time.UTC)

// clock is a store clock tests move by hand.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) set(t time.Time) {
	c.mu.Lock()
	c.now = t
	c.mu.Unlock()
}

func (c *clock) advance(d time.Duration) { c.set(c.Now().Add(d)) }

// withClock sets st's clock to a hand-moved one starting at t0.
func withClock(st *store.Store) *clock {
	c := &clock{now: t0}
	st.SetClock(c.Now)
	return c
}

// each runs fn on every dialect with a fresh store on a hand-moved clock.
func each(t *testing.T, fn func(t *testing.T, st *store.Store, c *clock)) {
	storetest.Each(t, func(t *testing.T, st *store.Store) {
		fn(t, st, withClock(st))
	})
}

// rawDB is a fresh store plus a plain handle on the same database (for
// checks the Store API does not offer: tables, consent rows) and the URL
// that opens the store again.
type rawDB struct {
	st      *store.Store
	db      *sql.DB
	url     string
	dialect store.Dialect
}

// eachRaw is each with a rawDB.
func eachRaw(t *testing.T, fn func(t *testing.T, r rawDB)) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			fn(t, openRaw(t, d))
		})
	}
}

func openRaw(t *testing.T, d store.Dialect) rawDB {
	t.Helper()
	ctx := context.Background()
	r := rawDB{dialect: d}
	driver, dsn := "", ""
	switch d {
	case store.SQLite:
		path := filepath.Join(t.TempDir(), "raw.db")
		r.url = "sqlite:" + path
		driver, dsn = "sqlite", "file:"+path+"?_pragma=busy_timeout(10000)"
	case store.Postgres:
		r.url = freshSchema(t)
		driver, dsn = "pgx", r.url
	}
	st, err := store.Open(ctx, r.url, "")
	if err != nil {
		t.Fatalf("open %s: %v", d, err)
	}
	t.Cleanup(func() { st.Close() })
	db, err := sql.Open(driver, dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r.st, r.db = st, db
	return r
}

// freshSchema is a PostgreSQL schema of its own, dropped after the test
// (as storetest does), as a URL.
func freshSchema(t *testing.T) string {
	t.Helper()
	base := os.Getenv(storetest.PostgresEnv)
	b := make([]byte, 6)
	rand.Read(b)
	schema := "r_" + hex.EncodeToString(b)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		admin.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// count runs a SELECT COUNT(*) on the raw handle.
func (r rawDB) count(t *testing.T, query string) int {
	t.Helper()
	var n int
	if err := r.db.QueryRow(query).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

var tables = []string{
	"schema_migrations", "users", "sessions", "login_failures", "services", "state_laws", "questions",
	"blogs", "consent_texts", "leads", "lead_consents", "meta",
}

// ---- migrations

func TestMigrateTwiceIsANoOp(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		v, err := r.st.Version(ctx)
		if err != nil || v < 1 {
			t.Fatalf("Version after Open: got %d, %v; want at least 1", v, err)
		}
		applied := r.count(t, "SELECT COUNT(*) FROM schema_migrations")
		for _, name := range tables {
			r.count(t, "SELECT COUNT(*) FROM "+name) // fails the test when missing
		}
		// Some data, which a second migration must not touch.
		if _, err := r.st.CreateQuestion(ctx, store.Question{FAQQuestion: "Q?", Answer: "A."}); err != nil {
			t.Fatal(err)
		}

		if err := r.st.Migrate(ctx); err != nil {
			t.Fatalf("second Migrate: %v", err)
		}
		// A second instance starting on the same database migrates too.
		again, err := store.Open(ctx, r.url, "")
		if err != nil {
			t.Fatalf("second Open: %v", err)
		}
		defer again.Close()
		if err := again.Migrate(ctx); err != nil {
			t.Fatalf("Migrate on the second instance: %v", err)
		}
		for _, st := range []*store.Store{r.st, again} {
			got, err := st.Version(ctx)
			if err != nil || got != v {
				t.Errorf("Version after migrating again: got %d, %v; want %d", got, err, v)
			}
		}
		if got := r.count(t, "SELECT COUNT(*) FROM schema_migrations"); got != applied {
			t.Errorf("schema_migrations rows: got %d, want %d", got, applied)
		}
		if got := r.count(t, "SELECT COUNT(*) FROM questions"); got != 1 {
			t.Errorf("questions after migrating again: got %d, want 1", got)
		}
		if again.Dialect() != r.dialect {
			t.Errorf("Dialect: got %q, want %q", again.Dialect(), r.dialect)
		}
	})
}

func TestOpenRejectsUnknownURL(t *testing.T) {
	st, err := store.Open(t.Context(), "mysql://root@localhost/db", t.TempDir())
	if err == nil {
		st.Close()
		t.Fatal("Open(mysql://…): got nil error, want a refusal")
	}
}

// TestOpenPathWithURICharacters: a data dir holding characters a file:
// URI gives a meaning to ('#', '?', '%') still gets its database inside it,
// not in a file named after the path's first part.
func TestOpenPathWithURICharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a#b?c%20d")
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if _, err := os.Stat(filepath.Join(dir, "claimsite.db")); err != nil {
		t.Errorf("database file not in the data dir: %v", err)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(dir), "a")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a file named after the path before '#' exists: %v", err)
	}
}

// ---- seed

func smallSeed() store.SeedContent {
	published := t0.Add(-24 * time.Hour)
	return store.SeedContent{
		Services: []store.Service{
			{Title: "Car Accident", Description: "Cars.", Path: "seed/car.svg"},
			{Title: "Dog Bite", Description: "Dogs.", Path: "seed/dog.svg"},
		},
		StateLaws: []store.StateLaw{
			{Name: "Alabama", Code: "AL", Title: "Alabama law", Description: "<p>AL</p>"},
			{Name: "Alaska", Code: "AK", Title: "Alaska law", Description: "<p>AK</p>"},
		},
		Questions: []store.Question{{FAQQuestion: "How long?", Answer: "It depends."}},
		Blogs:     []store.Blog{{Title: "First post", Slug: "first-post", Body: "<p>Hi</p>", Status: store.BlogPublished, PublishedAt: &published}},
	}
}

type contentCounts struct{ services, stateLaws, questions, blogs int }

func countContent(t *testing.T, st *store.Store) contentCounts {
	t.Helper()
	ctx := t.Context()
	all := store.Page{Number: 1, Size: 1000}
	_, services, err1 := st.ServicePage(ctx, all, false)
	_, stateLaws, err2 := st.StateLawPage(ctx, all)
	_, questions, err3 := st.QuestionPage(ctx, all, false)
	_, blogs, err4 := st.BlogPage(ctx, all)
	if err := errors.Join(err1, err2, err3, err4); err != nil {
		t.Fatal(err)
	}
	return contentCounts{services, stateLaws, questions, blogs}
}

func TestSeedOnce(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		c := smallSeed()
		did, err := st.Seed(ctx, c)
		if err != nil || !did {
			t.Fatalf("first Seed: got %v, %v; want true", did, err)
		}
		want := contentCounts{2, 2, 1, 1}
		if got := countContent(t, st); got != want {
			t.Fatalf("after first Seed: got %+v, want %+v", got, want)
		}
		post, err := st.PublishedBlog(ctx, "first-post")
		if err != nil || post.Title != "First post" {
			t.Errorf("seeded post: got %+v, %v", post, err)
		}

		did, err = st.Seed(ctx, c)
		if err != nil || did {
			t.Fatalf("second Seed: got %v, %v; want false", did, err)
		}
		if got := countContent(t, st); got != want {
			t.Errorf("after second Seed: got %+v, want %+v", got, want)
		}

		// The operator deletes everything: the defaults must not come back,
		// which only the meta marker can tell (the tables are empty).
		all := store.Page{Number: 1, Size: 1000}
		services, _, _ := st.ServicePage(ctx, all, false)
		for _, v := range services {
			if err := st.DeleteService(ctx, v.ID); err != nil {
				t.Fatal(err)
			}
		}
		laws, _, _ := st.StateLawPage(ctx, all)
		for _, v := range laws {
			if err := st.DeleteStateLaw(ctx, v.ID); err != nil {
				t.Fatal(err)
			}
		}
		questions, _, _ := st.QuestionPage(ctx, all, false)
		for _, v := range questions {
			if err := st.DeleteQuestion(ctx, v.ID); err != nil {
				t.Fatal(err)
			}
		}
		posts, _, _ := st.BlogPage(ctx, all)
		for _, v := range posts {
			if err := st.DeleteBlog(ctx, v.ID); err != nil {
				t.Fatal(err)
			}
		}
		did, err = st.Seed(ctx, c)
		if err != nil || did {
			t.Fatalf("Seed after deleting all content: got %v, %v; want false", did, err)
		}
		if got := countContent(t, st); got != (contentCounts{}) {
			t.Errorf("after Seed on an emptied database: got %+v, want nothing", got)
		}
	})
}

func TestSeedNeverIntoNonEmptyDatabase(t *testing.T) {
	for _, c := range []struct {
		name string
		add  func(context.Context, *store.Store) error
		want contentCounts
	}{
		{"a service", func(ctx context.Context, st *store.Store) error {
			_, err := st.CreateService(ctx, store.Service{Title: "Mine", Description: "Mine."})
			return err
		}, contentCounts{services: 1}},
		{"a state law", func(ctx context.Context, st *store.Store) error {
			_, err := st.CreateStateLaw(ctx, store.StateLaw{Name: "Texas", Code: "TX", Title: "T", Description: "<p>T</p>"})
			return err
		}, contentCounts{stateLaws: 1}},
		{"a question", func(ctx context.Context, st *store.Store) error {
			_, err := st.CreateQuestion(ctx, store.Question{FAQQuestion: "Q", Answer: "A"})
			return err
		}, contentCounts{questions: 1}},
		{"a blog post", func(ctx context.Context, st *store.Store) error {
			_, err := st.CreateBlog(ctx, store.Blog{Title: "Mine", Slug: "mine", Body: "<p>x</p>", Status: store.BlogDraft})
			return err
		}, contentCounts{blogs: 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			each(t, func(t *testing.T, st *store.Store, _ *clock) {
				if err := c.add(t.Context(), st); err != nil {
					t.Fatal(err)
				}
				did, err := st.Seed(t.Context(), smallSeed())
				if err != nil || did {
					t.Fatalf("Seed into a database holding %s: got %v, %v; want false", c.name, did, err)
				}
				if got := countContent(t, st); got != c.want {
					t.Errorf("content: got %+v, want %+v", got, c.want)
				}
			})
		})
	}
}

func TestSeedConcurrentInstancesSeedOnce(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		const n = 5
		var wg sync.WaitGroup
		results := make([]bool, n)
		errs := make([]error, n)
		for i := range n {
			wg.Go(func() { results[i], errs[i] = st.Seed(context.Background(), smallSeed()) })
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatalf("concurrent Seed: %v", err)
		}
		seeded := 0
		for _, did := range results {
			if did {
				seeded++
			}
		}
		if seeded != 1 {
			t.Errorf("Seed reported true %d times, want exactly 1", seeded)
		}
		if got, want := countContent(t, st), (contentCounts{2, 2, 1, 1}); got != want {
			t.Errorf("content after concurrent Seed: got %+v, want %+v", got, want)
		}
	})
}

func TestSeedRunDefaultContent(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		c.set(time.Now().UTC())
		did, err := seed.Run(ctx, st)
		if err != nil || !did {
			t.Fatalf("seed.Run: got %v, %v; want true", did, err)
		}
		if did, err := seed.Run(ctx, st); err != nil || did {
			t.Fatalf("second seed.Run: got %v, %v; want false", did, err)
		}
		states, err := st.States(ctx)
		if err != nil || len(states) != 51 {
			t.Fatalf("States: got %d, %v; want 51", len(states), err)
		}
		got := countContent(t, st)
		want := contentCounts{len(seed.Services), 51, len(seed.Questions), len(seed.Posts)}
		if got != want {
			t.Errorf("seeded content: got %+v, want %+v", got, want)
		}
		services, _ := st.AllServices(ctx)
		for i, v := range services {
			if v.Title != seed.Services[i].Title || v.Path != seed.ImagePrefix+seed.Services[i].Image {
				t.Errorf("service %d: got %q %q, want %q %q", i, v.Title, v.Path, seed.Services[i].Title, seed.ImagePrefix+seed.Services[i].Image)
			}
		}
		for _, p := range seed.Posts {
			post, err := st.PublishedBlog(ctx, p.Slug)
			if err != nil {
				t.Errorf("seeded post %q is not public: %v", p.Slug, err)
				continue
			}
			if post.PublishedAt == nil || post.PublishedAt.Format(time.RFC3339) != p.PublishedAt {
				t.Errorf("post %q published_at: got %v, want %s", p.Slug, post.PublishedAt, p.PublishedAt)
			}
		}
	})
}

// ---- content CRUD

func TestServiceCRUD(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		in := store.Service{Title: "Boat Accident", Description: "On water.", Path: "uploads/a.png", SEOTitle: "st", SEODescription: "sd", SEOKeywords: "sk"}
		created, err := st.CreateService(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if created.ID == 0 || !created.CreatedAt.Equal(t0) || !created.UpdatedAt.Equal(t0) {
			t.Errorf("created: id %d, created_at %v, updated_at %v; want an id and %v", created.ID, created.CreatedAt, created.UpdatedAt, t0)
		}
		in.ID, in.CreatedAt, in.UpdatedAt = created.ID, created.CreatedAt, created.UpdatedAt
		if !sameService(created, in) {
			t.Errorf("created: got %+v, want %+v", created, in)
		}
		got, err := st.Service(ctx, created.ID)
		if err != nil || !sameService(got, created) {
			t.Errorf("Service: got %+v, %v; want %+v", got, err, created)
		}

		second, _ := st.CreateService(ctx, store.Service{Title: "Second", Description: "2"})
		newest, total, err := st.ServicePage(ctx, store.Page{Number: 1, Size: 10}, true)
		if err != nil || total != 2 || len(newest) != 2 || newest[0].ID != second.ID {
			t.Errorf("ServicePage newest first: got %v (total %d), %v; want [%d %d]", ids(newest), total, err, second.ID, created.ID)
		}
		oldest, _, _ := st.ServicePage(ctx, store.Page{Number: 1, Size: 1}, false)
		if len(oldest) != 1 || oldest[0].ID != created.ID {
			t.Errorf("ServicePage oldest first, size 1: got %v, want [%d]", ids(oldest), created.ID)
		}
		page2, total, _ := st.ServicePage(ctx, store.Page{Number: 2, Size: 1}, false)
		if len(page2) != 1 || page2[0].ID != second.ID || total != 2 {
			t.Errorf("ServicePage page 2: got %v (total %d), want [%d]", ids(page2), total, second.ID)
		}
		all, _ := st.AllServices(ctx)
		if !slices.Equal(ids(all), []int64{created.ID, second.ID}) {
			t.Errorf("AllServices: got %v, want by id", ids(all))
		}

		c.advance(time.Hour)
		change := created
		change.Title, change.Path = "Boating Accident", "uploads/b.png"
		updated, err := st.UpdateService(ctx, change)
		if err != nil {
			t.Fatal(err)
		}
		if updated.Title != "Boating Accident" || updated.Path != "uploads/b.png" || updated.Description != "On water." {
			t.Errorf("updated: got %+v", updated)
		}
		if !updated.CreatedAt.Equal(t0) || !updated.UpdatedAt.Equal(t0.Add(time.Hour)) {
			t.Errorf("updated times: created %v, updated %v; want %v, %v", updated.CreatedAt, updated.UpdatedAt, t0, t0.Add(time.Hour))
		}

		if _, err := st.UpdateService(ctx, store.Service{ID: 999999, Title: "x", Description: "x"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateService unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteService(ctx, 999999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteService unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteService(ctx, created.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Service(ctx, created.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Service after delete: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteService(ctx, created.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteService twice: got %v, want ErrNotFound", err)
		}
	})
}

func sameService(a, b store.Service) bool {
	return a.ID == b.ID && a.Title == b.Title && a.Description == b.Description && a.Path == b.Path &&
		a.SEOTitle == b.SEOTitle && a.SEODescription == b.SEODescription && a.SEOKeywords == b.SEOKeywords &&
		a.CreatedAt.Equal(b.CreatedAt) && a.UpdatedAt.Equal(b.UpdatedAt)
}

func ids[T any](items []T) []int64 {
	out := []int64{}
	for _, v := range items {
		switch v := any(v).(type) {
		case store.Service:
			out = append(out, v.ID)
		case store.StateLaw:
			out = append(out, v.ID)
		case store.Question:
			out = append(out, v.ID)
		case store.Blog:
			out = append(out, v.ID)
		case store.Lead:
			out = append(out, v.ID)
		case store.StateRef:
			out = append(out, v.ID)
		}
	}
	return out
}

func TestStateLawCRUD(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		texas, err := st.CreateStateLaw(ctx, store.StateLaw{Name: "Texas", Code: "TX", Title: "Texas injury law", Description: "<p>Two years.</p>", Path: "seed/state-tx.svg", SEOTitle: "a", SEODescription: "b", SEOKeywords: "c"})
		if err != nil {
			t.Fatal(err)
		}
		alabama, err := st.CreateStateLaw(ctx, store.StateLaw{Name: "Alabama", Code: "AL", Title: "Alabama injury law", Description: "<p>Contributory.</p>"})
		if err != nil {
			t.Fatal(err)
		}
		got, err := st.StateLaw(ctx, texas.ID)
		if err != nil || got.Name != "Texas" || got.Code != "TX" || got.Title != "Texas injury law" || got.Description != "<p>Two years.</p>" ||
			got.Path != "seed/state-tx.svg" || got.SEOTitle != "a" || got.SEODescription != "b" || got.SEOKeywords != "c" || !got.CreatedAt.Equal(t0) {
			t.Errorf("StateLaw: got %+v, %v", got, err)
		}
		refs, _ := st.States(ctx)
		if !slices.Equal(ids(refs), []int64{alabama.ID, texas.ID}) || refs[0].Code != "AL" || refs[0].Name != "Alabama" {
			t.Errorf("States by name: got %+v", refs)
		}
		laws, total, _ := st.StateLawPage(ctx, store.Page{Number: 1, Size: 10})
		if total != 2 || !slices.Equal(ids(laws), []int64{alabama.ID, texas.ID}) {
			t.Errorf("StateLawPage by name: got %v (total %d)", ids(laws), total)
		}
		for _, term := range []string{"tex", "TX", "tx", "injury law"} {
			found, err := st.SearchStates(ctx, term, 10)
			if err != nil || len(found) == 0 {
				t.Errorf("SearchStates(%q): got %+v, %v", term, found, err)
			}
		}
		if found, _ := st.SearchStates(ctx, "tex", 10); len(found) != 1 || found[0].ID != texas.ID || found[0].Title != "Texas injury law" {
			t.Errorf("SearchStates(tex): got %+v, want Texas only", found)
		}
		if found, _ := st.SearchStates(ctx, "a", 1); len(found) != 1 {
			t.Errorf("SearchStates limit 1: got %d", len(found))
		}

		// name and code are unique.
		for _, dup := range []store.StateLaw{
			{Name: "Texas", Code: "TQ", Title: "x", Description: "x"},
			{Name: "Texarkana", Code: "TX", Title: "x", Description: "x"},
		} {
			if _, err := st.CreateStateLaw(ctx, dup); !errors.Is(err, store.ErrConflict) {
				t.Errorf("CreateStateLaw %s/%s: got %v, want ErrConflict", dup.Name, dup.Code, err)
			}
		}
		change := alabama
		change.Code = "TX"
		if _, err := st.UpdateStateLaw(ctx, change); !errors.Is(err, store.ErrConflict) {
			t.Errorf("UpdateStateLaw to a taken code: got %v, want ErrConflict", err)
		}
		for _, c := range []struct {
			column, value string
			except        int64
			want          bool
		}{
			{"code", "TX", 0, true},
			{"code", "TX", texas.ID, false}, // its own value is not taken
			{"name", "Alabama", texas.ID, true},
			{"name", "Oregon", 0, false},
		} {
			got, err := st.Taken(ctx, "state_laws", c.column, c.value, c.except)
			if err != nil || got != c.want {
				t.Errorf("Taken(%s=%s except %d): got %v, %v; want %v", c.column, c.value, c.except, got, err, c.want)
			}
		}

		c.advance(time.Minute)
		change = texas
		change.Title, change.Description = "Texas law", "<p>New.</p>"
		updated, err := st.UpdateStateLaw(ctx, change)
		if err != nil || updated.Title != "Texas law" || updated.Description != "<p>New.</p>" || updated.Code != "TX" || !updated.UpdatedAt.Equal(t0.Add(time.Minute)) {
			t.Errorf("UpdateStateLaw: got %+v, %v", updated, err)
		}
		if _, err := st.UpdateStateLaw(ctx, store.StateLaw{ID: 999999, Name: "X", Code: "XX"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateStateLaw unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteStateLaw(ctx, 999999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteStateLaw unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteStateLaw(ctx, texas.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.StateLaw(ctx, texas.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("StateLaw after delete: got %v, want ErrNotFound", err)
		}
	})
}

func TestQuestionCRUD(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		first, err := st.CreateQuestion(ctx, store.Question{FAQQuestion: "How long do I have?", Answer: "It depends on the state."})
		if err != nil {
			t.Fatal(err)
		}
		second, _ := st.CreateQuestion(ctx, store.Question{FAQQuestion: "Do I pay?", Answer: "No."})
		got, err := st.Question(ctx, first.ID)
		if err != nil || got.FAQQuestion != "How long do I have?" || got.Answer != "It depends on the state." || !got.CreatedAt.Equal(t0) {
			t.Errorf("Question: got %+v, %v", got, err)
		}
		admin, total, _ := st.QuestionPage(ctx, store.Page{Number: 1, Size: 10}, true)
		public, _, _ := st.QuestionPage(ctx, store.Page{Number: 1, Size: 10}, false)
		if total != 2 || !slices.Equal(ids(admin), []int64{second.ID, first.ID}) || !slices.Equal(ids(public), []int64{first.ID, second.ID}) {
			t.Errorf("QuestionPage: admin %v, public %v (total %d)", ids(admin), ids(public), total)
		}
		c.advance(time.Minute)
		first.Answer = "Usually two years."
		updated, err := st.UpdateQuestion(ctx, first)
		if err != nil || updated.Answer != "Usually two years." || updated.FAQQuestion != "How long do I have?" || !updated.UpdatedAt.Equal(t0.Add(time.Minute)) {
			t.Errorf("UpdateQuestion: got %+v, %v", updated, err)
		}
		if _, err := st.UpdateQuestion(ctx, store.Question{ID: 999999, FAQQuestion: "x", Answer: "y"}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateQuestion unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteQuestion(ctx, 999999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteQuestion unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteQuestion(ctx, first.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Question(ctx, first.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Question after delete: got %v, want ErrNotFound", err)
		}
	})
}

func TestBlogCRUD(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		draft, err := st.CreateBlog(ctx, store.Blog{Title: "Draft", Slug: "draft", Excerpt: "e", Body: "<p>d</p>", Status: store.BlogDraft})
		if err != nil {
			t.Fatal(err)
		}
		if draft.PublishedAt != nil {
			t.Errorf("draft published_at: got %v, want nil", draft.PublishedAt)
		}
		live, err := st.CreateBlog(ctx, store.Blog{Title: "Live", Slug: "live", Excerpt: "e", Body: "<p>l</p>", Status: store.BlogPublished})
		if err != nil {
			t.Fatal(err)
		}
		if live.PublishedAt == nil || !live.PublishedAt.Equal(t0) {
			t.Errorf("published without a date: published_at %v, want now (%v)", live.PublishedAt, t0)
		}
		later := t0.Add(48 * time.Hour)
		scheduled, err := st.CreateBlog(ctx, store.Blog{Title: "Scheduled", Slug: "scheduled", Body: "<p>s</p>", Status: store.BlogPublished, PublishedAt: &later})
		if err != nil {
			t.Fatal(err)
		}

		if _, err := st.PublishedBlog(ctx, "draft"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("PublishedBlog(draft): got %v, want ErrNotFound", err)
		}
		if _, err := st.PublishedBlog(ctx, "scheduled"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("PublishedBlog(scheduled, before its date): got %v, want ErrNotFound", err)
		}
		got, err := st.PublishedBlog(ctx, "live")
		if err != nil || got.ID != live.ID || got.Body != "<p>l</p>" {
			t.Errorf("PublishedBlog(live): got %+v, %v", got, err)
		}
		public, total, _ := st.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 12})
		if total != 1 || !slices.Equal(ids(public), []int64{live.ID}) || public[0].Body != "" {
			t.Errorf("PublishedBlogPage: got %v (total %d), body %q; want [live] without body", ids(public), total, public[0].Body)
		}
		admin, total, _ := st.BlogPage(ctx, store.Page{Number: 1, Size: 10})
		if total != 3 || !slices.Equal(ids(admin), []int64{scheduled.ID, live.ID, draft.ID}) || admin[0].Body == "" {
			t.Errorf("BlogPage: got %v (total %d), want every post newest first with bodies", ids(admin), total)
		}

		c.advance(49 * time.Hour)
		if _, err := st.PublishedBlog(ctx, "scheduled"); err != nil {
			t.Errorf("PublishedBlog(scheduled, after its date): %v", err)
		}
		public, _, _ = st.PublishedBlogPage(ctx, store.Page{Number: 1, Size: 12})
		if !slices.Equal(ids(public), []int64{scheduled.ID, live.ID}) {
			t.Errorf("PublishedBlogPage by published_at: got %v, want [scheduled live]", ids(public))
		}

		// Publishing the draft stamps it with the store's now.
		draft.Status = store.BlogPublished
		published, err := st.UpdateBlog(ctx, draft)
		if err != nil || published.PublishedAt == nil || !published.PublishedAt.Equal(t0.Add(49*time.Hour)) {
			t.Errorf("UpdateBlog publish: got %+v, %v", published, err)
		}
		if _, err := st.PublishedBlog(ctx, "draft"); err != nil {
			t.Errorf("PublishedBlog after publishing: %v", err)
		}

		// Slugs are unique.
		if _, err := st.CreateBlog(ctx, store.Blog{Title: "Again", Slug: "live", Body: "x", Status: store.BlogDraft}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("CreateBlog duplicate slug: got %v, want ErrConflict", err)
		}
		published.Slug = "live"
		if _, err := st.UpdateBlog(ctx, published); !errors.Is(err, store.ErrConflict) {
			t.Errorf("UpdateBlog to a taken slug: got %v, want ErrConflict", err)
		}
		if taken, _ := st.Taken(ctx, "blogs", "slug", "live", live.ID); taken {
			t.Error("Taken(slug live except its own post): got true, want false")
		}
		if taken, _ := st.Taken(ctx, "blogs", "slug", "live", 0); !taken {
			t.Error("Taken(slug live): got false, want true")
		}

		if _, err := st.UpdateBlog(ctx, store.Blog{ID: 999999, Title: "x", Slug: "nope", Body: "x", Status: store.BlogDraft}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateBlog unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteBlog(ctx, 999999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteBlog unknown: got %v, want ErrNotFound", err)
		}
		if err := st.DeleteBlog(ctx, live.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Blog(ctx, live.ID); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Blog after delete: got %v, want ErrNotFound", err)
		}
	})
}

// ---- accounts

func TestUsers(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		u, err := st.CreateUser(ctx, store.User{FirstName: "Ada", LastName: "L", Email: "  Ada@Example.COM ", PasswordHash: "h1", Role: access.User})
		if err != nil {
			t.Fatal(err)
		}
		if u.Email != "ada@example.com" || u.Role != access.User || u.PasswordHash != "h1" || !u.CreatedAt.Equal(t0) {
			t.Errorf("CreateUser: got %+v; want e-mail lower-cased and trimmed", u)
		}
		for _, email := range []string{"ada@example.com", "ADA@EXAMPLE.COM", " Ada@example.com"} {
			got, err := st.UserByEmail(ctx, email)
			if err != nil || got.ID != u.ID {
				t.Errorf("UserByEmail(%q): got %+v, %v", email, got, err)
			}
		}
		if _, err := st.UserByEmail(ctx, "nobody@example.com"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UserByEmail unknown: got %v, want ErrNotFound", err)
		}
		if _, err := st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "ADA@example.com", PasswordHash: "h", Role: access.User}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("CreateUser with a taken e-mail in other case: got %v, want ErrConflict", err)
		}

		// SetAdmin promotes an existing account and sets its password.
		admin, err := st.SetAdmin(ctx, store.User{FirstName: "X", LastName: "Y", Email: "ADA@example.com", PasswordHash: "h2"})
		if err != nil || admin.ID != u.ID || admin.Role != access.Admin || admin.PasswordHash != "h2" || admin.FirstName != "Ada" {
			t.Errorf("SetAdmin existing: got %+v, %v", admin, err)
		}
		// ... or creates a new one.
		fresh, err := st.SetAdmin(ctx, store.User{FirstName: "Op", LastName: "Erator", Email: "Op@Example.com", PasswordHash: "h3"})
		if err != nil || fresh.ID == u.ID || fresh.Role != access.Admin || fresh.Email != "op@example.com" {
			t.Errorf("SetAdmin new: got %+v, %v", fresh, err)
		}
		st2, _ := st.Stats(ctx)
		if st2.Users != 2 {
			t.Errorf("users: got %d, want 2", st2.Users)
		}
	})
}

func TestSessions(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		u, err := st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "a@example.com", PasswordHash: "h", Role: access.User})
		if err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "short", UserID: u.ID, ExpiresAt: t0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "long", UserID: u.ID, ExpiresAt: t0.Add(30 * 24 * time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "gone", UserID: u.ID, ExpiresAt: t0.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		if err := st.CreateSession(ctx, store.NewSession{TokenHash: "short", UserID: u.ID, ExpiresAt: t0.Add(time.Hour)}); !errors.Is(err, store.ErrConflict) {
			t.Errorf("CreateSession with a used hash: got %v, want ErrConflict", err)
		}
		for _, h := range []string{"short", "long", "gone"} {
			got, err := st.SessionUser(ctx, h)
			if err != nil || got.ID != u.ID || got.Email != "a@example.com" {
				t.Errorf("SessionUser(%s): got %+v, %v", h, got, err)
			}
		}
		if _, err := st.SessionUser(ctx, "unknown"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SessionUser(unknown): got %v, want ErrNotFound", err)
		}

		if err := st.DeleteSession(ctx, "gone"); err != nil {
			t.Fatal(err)
		}
		if _, err := st.SessionUser(ctx, "gone"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SessionUser after DeleteSession: got %v, want ErrNotFound", err)
		}

		// At the expiry instant the session no longer works.
		c.set(t0.Add(time.Hour))
		if _, err := st.SessionUser(ctx, "short"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SessionUser at expiry: got %v, want ErrNotFound", err)
		}
		if _, err := st.SessionUser(ctx, "long"); err != nil {
			t.Errorf("SessionUser(long) after an hour: %v", err)
		}
		if err := st.DeleteExpiredSessions(ctx); err != nil {
			t.Fatal(err)
		}
		// Back in time: an expired session that was merely filtered out
		// would work again; a deleted one does not.
		c.set(t0)
		if _, err := st.SessionUser(ctx, "short"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("SessionUser(short) after DeleteExpiredSessions: got %v, want ErrNotFound", err)
		}
		if _, err := st.SessionUser(ctx, "long"); err != nil {
			t.Errorf("DeleteExpiredSessions removed the unexpired session: %v", err)
		}
	})
}

func TestLoginFailures(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		const keep = 15 * time.Minute
		for _, at := range []time.Duration{0, 5 * time.Minute, 10 * time.Minute} {
			c.set(t0.Add(at))
			if err := st.RecordLoginFailure(ctx, "Ada@Example.com", "192.0.2.1", keep); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.RecordLoginFailure(ctx, "ada@example.com", "192.0.2.99", keep); err != nil {
			t.Fatal(err)
		}
		for _, w := range []struct {
			name, email, ip string
			since           time.Time
			n               int
			oldest          time.Time
		}{
			{"all", "ada@example.com", "192.0.2.1", t0.Add(-time.Minute), 3, t0},
			{"window start excluded", "ada@example.com", "192.0.2.1", t0, 2, t0.Add(5 * time.Minute)},
			{"last only", "ADA@example.com", "192.0.2.1", t0.Add(6 * time.Minute), 1, t0.Add(10 * time.Minute)},
			{"none", "ada@example.com", "192.0.2.1", t0.Add(10 * time.Minute), 0, time.Time{}},
			{"other ip", "ada@example.com", "192.0.2.99", t0.Add(-time.Minute), 1, t0.Add(10 * time.Minute)},
			{"other e-mail", "bob@example.com", "192.0.2.1", t0.Add(-time.Minute), 0, time.Time{}},
		} {
			n, oldest, err := st.LoginFailures(ctx, w.email, w.ip, w.since)
			if err != nil || n != w.n || !oldest.Equal(w.oldest) {
				t.Errorf("%s: got %d, oldest %v, %v; want %d, %v", w.name, n, oldest, err, w.n, w.oldest)
			}
		}

		// Recording forgets what is older than keep.
		c.set(t0.Add(21 * time.Minute))
		if err := st.RecordLoginFailure(ctx, "other@example.com", "192.0.2.1", keep); err != nil {
			t.Fatal(err)
		}
		n, oldest, _ := st.LoginFailures(ctx, "ada@example.com", "192.0.2.1", time.Time{})
		if n != 1 || !oldest.Equal(t0.Add(10*time.Minute)) {
			t.Errorf("after pruning: got %d, oldest %v; want 1 at %v", n, oldest, t0.Add(10*time.Minute))
		}

		if err := st.ClearLoginFailures(ctx, "ADA@example.com", "192.0.2.99"); err != nil {
			t.Fatal(err)
		}
		if n, _, _ := st.LoginFailures(ctx, "ada@example.com", "192.0.2.99", time.Time{}); n != 0 {
			t.Errorf("after ClearLoginFailures: got %d, want 0", n)
		}
		if n, _, _ := st.LoginFailures(ctx, "ada@example.com", "192.0.2.1", time.Time{}); n != 1 {
			t.Errorf("ClearLoginFailures for one ip touched another: got %d, want 1", n)
		}
	})
}

// ---- leads

const consentVersion = "c-test"

func newLead(email, phone string) store.Lead {
	return store.Lead{
		SourceForm: leads.FormConsultation, FirstName: "Jane", LastName: "Doe", Email: email, Phone: phone,
		ZipCode: "90210", State: "CA", Verified: true,
		Consent: store.Consent{
			TextVersion: consentVersion, IP: "192.0.2.7", UserAgent: "TestAgent/1.0", PageURL: "https://site.example/contact-us",
			Referrer: "https://search.example/", LeadIDToken: "LEADID-123", TrustedFormCertURL: "https://cert.trustedform.com/abc",
		},
	}
}

func withConsent(t *testing.T, st *store.Store) {
	t.Helper()
	if err := st.EnsureConsentText(t.Context(), consentVersion, "I agree to be contacted."); err != nil {
		t.Fatal(err)
	}
	// Twice is fine and keeps the first wording.
	if err := st.EnsureConsentText(t.Context(), consentVersion, "Another wording."); err != nil {
		t.Fatalf("EnsureConsentText again: %v", err)
	}
}

func TestCreateLeadStoresLeadAndConsent(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		ca, err := st.CreateStateLaw(ctx, store.StateLaw{Name: "California", Code: "CA", Title: "CA law", Description: "<p>x</p>"})
		if err != nil {
			t.Fatal(err)
		}
		in := newLead("jane@example.com", "5551234567")
		in.Description = "Rear-ended"
		in.StateLawID = &ca.ID
		id, replay, err := st.CreateLead(ctx, in, "")
		if err != nil || replay || id == 0 {
			t.Fatalf("CreateLead: got %d, %v, %v", id, replay, err)
		}
		got, err := st.Lead(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		want := in
		want.ID, want.Status, want.StateName, want.CreatedAt, want.UpdatedAt = id, "new", "California", t0, t0
		want.Consent.Given, want.Consent.Text, want.Consent.At = true, "I agree to be contacted.", t0
		if got.StateLawID == nil || *got.StateLawID != ca.ID {
			t.Errorf("state_law_id: got %v, want %d", got.StateLawID, ca.ID)
		}
		got.StateLawID, want.StateLawID = nil, nil
		if !sameLead(got, want) {
			t.Errorf("Lead:\n got %+v\nwant %+v", got, want)
		}

		// The consent insert fails (an unknown consent wording): the lead
		// must not be stored without it.
		bad := newLead("other@example.com", "5559999999")
		bad.Consent.TextVersion = "never-recorded"
		if _, _, err := st.CreateLead(ctx, bad, ""); err == nil {
			t.Fatal("CreateLead with an unknown consent version: got nil error")
		}
		_, total, _ := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10})
		if total != 1 {
			t.Errorf("leads after a failed consent insert: got %d, want 1 (no lead without consent)", total)
		}
		if found, _, _ := st.LeadPage(ctx, store.LeadFilter{Email: "other@example.com"}, store.Page{Number: 1, Size: 10}); len(found) != 0 {
			t.Errorf("the lead without consent was stored: %+v", found)
		}
		if _, err := st.Lead(ctx, 999999); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Lead unknown: got %v, want ErrNotFound", err)
		}
	})
}

func sameLead(a, b store.Lead) bool {
	ac, bc := a.Consent, b.Consent
	sameOpt := func(x, y *int64) bool { return (x == nil) == (y == nil) && (x == nil || *x == *y) }
	return a.ID == b.ID && a.SourceForm == b.SourceForm && a.FirstName == b.FirstName && a.LastName == b.LastName &&
		a.Name == b.Name && a.Email == b.Email && a.Phone == b.Phone && a.ZipCode == b.ZipCode && a.State == b.State &&
		a.StateName == b.StateName && a.Description == b.Description && sameOpt(a.StateLawID, b.StateLawID) &&
		a.Status == b.Status && a.Notes == b.Notes && a.Verified == b.Verified && sameOpt(a.DuplicateOf, b.DuplicateOf) &&
		a.CreatedAt.Equal(b.CreatedAt) && a.UpdatedAt.Equal(b.UpdatedAt) &&
		ac.Given == bc.Given && ac.TextVersion == bc.TextVersion && ac.Text == bc.Text && ac.At.Equal(bc.At) &&
		ac.IP == bc.IP && ac.UserAgent == bc.UserAgent && ac.PageURL == bc.PageURL && ac.Referrer == bc.Referrer &&
		ac.LeadIDToken == bc.LeadIDToken && ac.TrustedFormCertURL == bc.TrustedFormCertURL
}

func TestCreateLeadIdempotencyKey(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		id, replay, err := st.CreateLead(ctx, newLead("a@example.com", "5550000001"), "key-1")
		if err != nil || replay {
			t.Fatalf("first CreateLead: %d, %v, %v", id, replay, err)
		}
		// Even a different body under the same key is a replay.
		again, replay, err := st.CreateLead(ctx, newLead("b@example.com", "5550000002"), "key-1")
		if err != nil || !replay || again != id {
			t.Errorf("replay: got %d, %v, %v; want %d, true", again, replay, err, id)
		}
		other, replay, err := st.CreateLead(ctx, newLead("a@example.com", "5550000001"), "key-2")
		if err != nil || replay || other == id {
			t.Errorf("another key: got %d, %v, %v; want a new lead", other, replay, err)
		}
		// Without a key nothing is deduplicated.
		for range 2 {
			if _, replay, err := st.CreateLead(ctx, newLead("c@example.com", "5550000003"), ""); err != nil || replay {
				t.Errorf("no key: replay %v, %v", replay, err)
			}
		}
		_, total, _ := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10})
		if total != 4 {
			t.Errorf("leads: got %d, want 4", total)
		}
		if found, _, _ := st.LeadPage(ctx, store.LeadFilter{Email: "b@example.com"}, store.Page{Number: 1, Size: 10}); len(found) != 0 {
			t.Errorf("the replayed body was stored: %+v", found)
		}
	})
}

// warmPool (which needs exactly one lead from warm@example.com) opens n
// database connections at once and returns them to the
// pool, so goroutines that start together really query together instead
// of queueing behind connection set-up.
func warmPool(t *testing.T, st *store.Store, n int) {
	t.Helper()
	var inside, release sync.WaitGroup
	inside.Add(n)
	release.Add(1)
	var wg sync.WaitGroup
	for range n {
		wg.Go(func() {
			// EachLead holds its connection while fn runs; the filter
			// matches the one lead the caller made for this.
			err := st.EachLead(context.Background(), store.LeadFilter{Email: "warm@example.com"}, func(store.Lead) error {
				inside.Done()
				release.Wait()
				return nil
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	inside.Wait()
	release.Done()
	wg.Wait()
}

func TestCreateLeadConcurrentSameKey(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		withConsent(t, st)
		if _, _, err := st.CreateLead(t.Context(), newLead("warm@example.com", "5550000000"), ""); err != nil {
			t.Fatal(err)
		}
		const n = 10
		for round := range 5 {
			warmPool(t, st, 8) // SQLite's pool holds 8
			key := fmt.Sprintf("double-click-%d", round)
			var wg sync.WaitGroup
			gotIDs := make([]int64, n)
			replays := make([]bool, n)
			errs := make([]error, n)
			start := make(chan struct{})
			for i := range n {
				wg.Go(func() {
					<-start
					gotIDs[i], replays[i], errs[i] = st.CreateLead(context.Background(), newLead("race@example.com", "5551112222"), key)
				})
			}
			close(start)
			wg.Wait()
			if err := errors.Join(errs...); err != nil {
				t.Fatalf("round %d: concurrent CreateLead: %v", round, err)
			}
			fresh := 0
			for i := range n {
				if gotIDs[i] != gotIDs[0] {
					t.Errorf("round %d: ids %v, want one id for every call", round, gotIDs)
					break
				}
				if !replays[i] {
					fresh++
				}
			}
			if fresh != 1 {
				t.Errorf("round %d: calls that stored a lead: got %d, want exactly 1", round, fresh)
			}
		}
		_, total, err := st.LeadPage(t.Context(), store.LeadFilter{}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 1+5 {
			t.Errorf("leads stored: got %d, %v; want 6 (one per key, plus the first)", total, err)
		}
	})
}

func TestCreateLeadDuplicateWindow(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		create := func(email, phone string) store.Lead {
			t.Helper()
			id, _, err := st.CreateLead(ctx, newLead(email, phone), "")
			if err != nil {
				t.Fatal(err)
			}
			l, err := st.Lead(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return l
		}
		dupOf := func(l store.Lead) string {
			if l.DuplicateOf == nil {
				return "none"
			}
			return fmt.Sprint(*l.DuplicateOf)
		}
		want := func(name string, l store.Lead, of *store.Lead) {
			t.Helper()
			w := "none"
			if of != nil {
				w = fmt.Sprint(of.ID)
			}
			if got := dupOf(l); got != w {
				t.Errorf("%s: duplicate_of got %s, want %s", name, got, w)
			}
		}

		a := create("a@example.com", "5550000001")
		want("first lead", a, nil)
		c.advance(29 * 24 * time.Hour)
		b := create("a@example.com", "5550000002")
		want("same e-mail after 29 days", b, &a)
		c.advance(time.Hour)
		phone := create("z@example.com", "5550000002")
		want("same phone an hour later (newest earlier lead)", phone, &b)
		other := create("q@example.com", "5550000009")
		want("nothing in common", other, nil)

		c.advance(31 * 24 * time.Hour)
		late := create("a@example.com", "5550000002")
		want("same e-mail and phone after 31 days", late, nil)

		// Erasing the original leaves the duplicate, unlinked.
		if err := st.DeleteLead(ctx, a.ID); err != nil {
			t.Fatal(err)
		}
		b2, err := st.Lead(ctx, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		want("after the original was deleted", b2, nil)
	})
}

func TestLeadFilter(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		day := func(n int) time.Time { return time.Date(2026, 3, n, 0, 0, 0, 0, time.UTC) }
		type spec struct {
			at                        time.Time
			first, last, email, phone string
			state, zip, desc          string
			status, notes             string
		}
		specs := []spec{
			{day(1).Add(9 * time.Hour), "Ann", "Able", "ann@example.com", "5550000001", "CA", "90001", "", "new", ""},
			{day(2).Add(23*time.Hour + 59*time.Minute), "Bob", "Baker", "bob@example.com", "5550000002", "TX", "73301", "", "contacted", "called twice; the cat answered"},
			{day(3), "Cat", "Cole", "cat@mail.test", "5550000003", "CA", "90002", "slipped on ice", "qualified", ""},
			{day(4).Add(12 * time.Hour), "Dan", "Dole", "dan@example.com", "5550000004", "", "10001", "", "rejected", "100% spam"},
		}
		var leadIDs []int64
		for _, s := range specs {
			c.set(s.at)
			l := newLead(s.email, s.phone)
			l.FirstName, l.LastName, l.State, l.ZipCode, l.Description = s.first, s.last, s.state, s.zip, s.desc
			id, _, err := st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			status, notes := s.status, s.notes
			if _, err := st.UpdateLead(ctx, id, store.LeadUpdate{Status: &status, Notes: &notes}); err != nil {
				t.Fatal(err)
			}
			leadIDs = append(leadIDs, id)
		}
		ann, bob, cat, dan := leadIDs[0], leadIDs[1], leadIDs[2], leadIDs[3]
		for _, c := range []struct {
			name string
			f    store.LeadFilter
			want []int64
		}{
			{"none", store.LeadFilter{}, []int64{dan, cat, bob, ann}},
			{"state", store.LeadFilter{State: "CA"}, []int64{cat, ann}},
			{"status", store.LeadFilter{Status: "contacted"}, []int64{bob}},
			{"state and status", store.LeadFilter{State: "CA", Status: "qualified"}, []int64{cat}},
			{"state and wrong status", store.LeadFilter{State: "TX", Status: "new"}, nil},
			{"first name, any case", store.LeadFilter{Query: "aNN"}, []int64{ann}},
			{"full name", store.LeadFilter{Query: "bob baker"}, []int64{bob}},
			{"e-mail part", store.LeadFilter{Query: "mail.test"}, []int64{cat}},
			{"e-mail, whole, any case", store.LeadFilter{Query: "Bob@Example.com"}, []int64{bob}},
			// Bob's text has "cat" (notes) and "@example.com" (e-mail), apart.
			{"e-mail, whole: not from its parts apart", store.LeadFilter{Query: "cat@example.com"}, nil},
			{"phone", store.LeadFilter{Query: "0000004"}, []int64{dan}},
			{"zip", store.LeadFilter{Query: "73301"}, []int64{bob}},
			{"description", store.LeadFilter{Query: "SLIPPED"}, []int64{cat}},
			{"notes", store.LeadFilter{Query: "twice"}, []int64{bob}},
			{"literal percent", store.LeadFilter{Query: "100%"}, []int64{dan}},
			{"literal underscore", store.LeadFilter{Query: "d_n"}, nil},
			{"short term: names by prefix", store.LeadFilter{Query: "Co"}, []int64{cat}},
			{"short term: not inside a name", store.LeadFilter{Query: "ol"}, nil},
			{"short term: not in the notes", store.LeadFilter{Query: "%"}, nil},
			{"last name", store.LeadFilter{Query: "dole"}, []int64{dan}},
			{"phone, formatted", store.LeadFilter{Query: "(555) 000-0003"}, []int64{cat}},
			{"phone, dotted", store.LeadFilter{Query: "555.000.0003"}, []int64{cat}},
			{"phone, with country code", store.LeadFilter{Query: "+1 555 000 0003"}, []int64{cat}},
			{"phone, part", store.LeadFilter{Query: "000-0002"}, []int64{bob}},
			// Dan's number starts with 555 and ends with 004, around other digits.
			{"phone, whole: not from its ends apart", store.LeadFilter{Query: "(555) 999-0004"}, nil},
			{"search and state", store.LeadFilter{Query: "example.com", State: "CA"}, []int64{ann}},
			{"exact e-mail", store.LeadFilter{Email: "BOB@example.com"}, []int64{bob}},
			{"from", store.LeadFilter{From: day(3)}, []int64{dan, cat}},
			{"to is exclusive", store.LeadFilter{To: day(3)}, []int64{bob, ann}},
			{"one day", store.LeadFilter{From: day(2), To: day(3)}, []int64{bob}},
			{"from, to and state", store.LeadFilter{From: day(1), To: day(4), State: "CA"}, []int64{cat, ann}},
			{"query and status", store.LeadFilter{Query: "example.com", Status: "rejected"}, []int64{dan}},
		} {
			items, total, err := st.LeadPage(ctx, c.f, store.Page{Number: 1, Size: 10})
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
				continue
			}
			if got := ids(items); !slices.Equal(got, append([]int64{}, c.want...)) || total != len(c.want) {
				t.Errorf("%s: got %v (total %d), want %v", c.name, got, total, c.want)
			}
			var each []int64
			if err := st.EachLead(ctx, c.f, func(l store.Lead) error { each = append(each, l.ID); return nil }); err != nil {
				t.Errorf("%s EachLead: %v", c.name, err)
			}
			if !slices.Equal(each, c.want) {
				t.Errorf("%s EachLead: got %v, want %v", c.name, each, c.want)
			}
		}

		p2, total, _ := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 2, Size: 3})
		if total != 4 || !slices.Equal(ids(p2), []int64{ann}) {
			t.Errorf("page 2 of 3: got %v (total %d), want [ann]", ids(p2), total)
		}
		stop := errors.New("stop")
		calls := 0
		if err := st.EachLead(ctx, store.LeadFilter{}, func(store.Lead) error { calls++; return stop }); !errors.Is(err, stop) || calls != 1 {
			t.Errorf("EachLead stops at fn's error: got %v after %d calls", err, calls)
		}
	})
}

func TestUpdateAndDeleteLead(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		st := r.st
		c := withClock(st)
		withConsent(t, st)
		id, _, err := st.CreateLead(ctx, newLead("a@example.com", "5550000001"), "k")
		if err != nil {
			t.Fatal(err)
		}
		c.advance(time.Hour)
		status := "contacted"
		l, err := st.UpdateLead(ctx, id, store.LeadUpdate{Status: &status})
		if err != nil || l.Status != "contacted" || l.Notes != "" || !l.UpdatedAt.Equal(t0.Add(time.Hour)) || !l.CreatedAt.Equal(t0) {
			t.Errorf("UpdateLead status: got %+v, %v", l, err)
		}
		notes := "left a voicemail"
		l, err = st.UpdateLead(ctx, id, store.LeadUpdate{Notes: &notes})
		if err != nil || l.Status != "contacted" || l.Notes != notes {
			t.Errorf("UpdateLead notes keeps status: got %+v, %v", l, err)
		}
		if _, err := st.UpdateLead(ctx, 999999, store.LeadUpdate{Notes: &notes}); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("UpdateLead unknown: got %v, want ErrNotFound", err)
		}
		bad := "archived"
		if _, err := st.UpdateLead(ctx, id, store.LeadUpdate{Status: &bad}); err == nil {
			t.Error("UpdateLead to a status outside the list: got nil error, want the database to refuse")
		}

		if n := r.count(t, fmt.Sprintf("SELECT COUNT(*) FROM lead_consents WHERE lead_id = %d", id)); n != 1 {
			t.Fatalf("consent rows before delete: got %d, want 1", n)
		}
		if err := st.DeleteLead(ctx, id); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Lead(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("Lead after delete: got %v, want ErrNotFound", err)
		}
		if n := r.count(t, fmt.Sprintf("SELECT COUNT(*) FROM lead_consents WHERE lead_id = %d", id)); n != 0 {
			t.Errorf("consent rows after delete: got %d, want 0 (erasure must take the proof too)", n)
		}
		if n := r.count(t, fmt.Sprintf("SELECT COUNT(*) FROM leads WHERE id = %d", id)); n != 0 {
			t.Errorf("lead rows after delete: got %d, want 0", n)
		}
		if err := st.DeleteLead(ctx, id); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("DeleteLead twice: got %v, want ErrNotFound", err)
		}
		// The erased lead's idempotency key is free again.
		if again, replay, err := st.CreateLead(ctx, newLead("a@example.com", "5550000001"), "k"); err != nil || replay || again == id {
			t.Errorf("CreateLead with the erased lead's key: got %d, %v, %v", again, replay, err)
		}
	})
}

func TestStats(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		withConsent(t, st)
		if _, err := st.Seed(ctx, smallSeed()); err != nil {
			t.Fatal(err)
		}
		if _, err := st.CreateUser(ctx, store.User{FirstName: "A", LastName: "B", Email: "a@example.com", PasswordHash: "h", Role: access.Admin}); err != nil {
			t.Fatal(err)
		}
		// t0 is Wednesday 2026-03-11 12:00 UTC; the week began Monday the 9th.
		monday := time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC)
		for _, at := range []time.Time{
			monday.Add(-time.Second),            // last week (Sunday night)
			monday,                              // this week
			t0.Add(-12*time.Hour - time.Second), // yesterday, Tuesday 23:59:59
			t0.Add(-12 * time.Hour),             // today, midnight
			t0,                                  // today
		} {
			c.set(at)
			if _, _, err := st.CreateLead(ctx, newLead(fmt.Sprintf("%d@example.com", at.Unix()), "5550000001"), ""); err != nil {
				t.Fatal(err)
			}
		}
		c.set(t0)
		got, err := st.Stats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		want := store.Stats{
			ContentStats: store.ContentStats{Services: 2, StateLaws: 2, Blogs: 1, Questions: 1},
			AccountStats: store.AccountStats{Users: 1},
			LeadStats:    store.LeadStats{LeadsToday: 2, LeadsWeek: 4, LeadsTotal: 5, LeadsNew: 5, LeadsUnrouted: 5},
		}
		if got != want {
			t.Errorf("Stats:\n got %+v\nwant %+v", got, want)
		}

		status := "rejected"
		all, _, _ := st.LeadPage(ctx, store.LeadFilter{}, store.Page{Number: 1, Size: 10})
		st.UpdateLead(ctx, all[0].ID, store.LeadUpdate{Status: &status})
		st.DeleteLead(ctx, all[4].ID) // the oldest, from last week
		services, _ := st.AllServices(ctx)
		st.DeleteService(ctx, services[0].ID)
		// On Sunday the week still began on Monday the 9th.
		c.set(time.Date(2026, 3, 15, 23, 0, 0, 0, time.UTC))
		got, _ = st.Stats(ctx)
		want = store.Stats{
			ContentStats: store.ContentStats{Services: 1, StateLaws: 2, Blogs: 1, Questions: 1},
			AccountStats: store.AccountStats{Users: 1},
			LeadStats:    store.LeadStats{LeadsToday: 0, LeadsWeek: 4, LeadsTotal: 4, LeadsNew: 3, LeadsUnrouted: 4},
		}
		if got != want {
			t.Errorf("Stats after changes, on Sunday:\n got %+v\nwant %+v", got, want)
		}
	})
}

// ---- search

func TestSearch(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		zebraSvc, _ := st.CreateService(ctx, store.Service{Title: "Zebra Crossing Accident", Description: "Hit on a crossing."})
		textSvc, _ := st.CreateService(ctx, store.Service{Title: "Pedestrian Accident", Description: "Struck on a zebra crossing by a car."})
		pctSvc, _ := st.CreateService(ctx, store.Service{Title: "Fault Rules", Description: "Over 50% at fault bars recovery."})
		law, _ := st.CreateStateLaw(ctx, store.StateLaw{Name: "Vermont", Code: "VT", Title: "Vermont personal injury law", Description: "<p>Three <strong>years</strong> for zebra claims.</p>"})
		q, _ := st.CreateQuestion(ctx, store.Question{FAQQuestion: "What about a zebra?", Answer: "Ask a lawyer."})
		post, _ := st.CreateBlog(ctx, store.Blog{Title: "Zebra safety", Slug: "zebra-safety", Excerpt: "Stay safe.", Body: "<p>Look both ways.</p>", Status: store.BlogPublished})
		st.CreateBlog(ctx, store.Blog{Title: "Zebra draft", Slug: "zebra-draft", Body: "<p>zebra</p>", Status: store.BlogDraft})
		future := t0.Add(time.Hour)
		st.CreateBlog(ctx, store.Blog{Title: "Zebra future", Slug: "zebra-future", Body: "<p>zebra</p>", Status: store.BlogPublished, PublishedAt: &future})

		hits, err := st.Search(ctx, "ZEBRA", 20, 10)
		if err != nil {
			t.Fatal(err)
		}
		type key struct {
			kind string
			id   int64
		}
		var got []key
		for _, h := range hits {
			got = append(got, key{h.Type, h.ID})
		}
		// Title matches first (by kind, then title), then text matches.
		want := []key{
			{"blog", post.ID}, {"question", q.ID}, {"service", zebraSvc.ID},
			{"service", textSvc.ID}, {"state_law", law.ID},
		}
		if !slices.Equal(got, want) {
			t.Errorf("Search(ZEBRA): got %v, want %v (drafts and future posts excluded, titles first)", got, want)
		}
		urls := map[key]string{
			{"blog", post.ID}:        "/blog/zebra-safety",
			{"question", q.ID}:       fmt.Sprintf("/Faqs?page=1#question-%d", q.ID),
			{"service", zebraSvc.ID}: fmt.Sprintf("/service-detail/%d", zebraSvc.ID),
			{"state_law", law.ID}:    fmt.Sprintf("/state-law-detail/%d", law.ID),
		}
		for _, h := range hits {
			if u, ok := urls[key{h.Type, h.ID}]; ok && h.URL != u {
				t.Errorf("%s %d url: got %q, want %q", h.Type, h.ID, h.URL, u)
			}
			if h.Type == "state_law" && (strings.Contains(h.Snippet, "<") || !strings.Contains(h.Snippet, "zebra")) {
				t.Errorf("state-law snippet: got %q, want plain text around the match", h.Snippet)
			}
		}
		if hits, _ := st.Search(ctx, "vermont", 20, 10); len(hits) != 1 || hits[0].Type != "state_law" || hits[0].Title != "Vermont personal injury law" {
			t.Errorf("Search(vermont) by state name: got %+v", hits)
		}
		if hits, _ := st.Search(ctx, "zebra", 2, 10); len(hits) != 2 {
			t.Errorf("Search limit 2: got %d hits", len(hits))
		}
		c.advance(2 * time.Hour)
		if hits, _ := st.Search(ctx, "zebra future", 20, 10); len(hits) != 1 || hits[0].Title != "Zebra future" {
			t.Errorf("Search after the future post's date: got %+v", hits)
		}

		// LIKE wildcards are plain characters.
		for _, c := range []struct {
			term string
			want []int64
		}{
			{"%", []int64{pctSvc.ID}},
			{"50%", []int64{pctSvc.ID}},
			{"_", nil},
			{"z_bra", nil},
			{"%zebra%", nil},
			{`\`, nil},
		} {
			hits, err := st.Search(ctx, c.term, 20, 10)
			if err != nil {
				t.Errorf("Search(%q): %v", c.term, err)
				continue
			}
			var got []int64
			for _, h := range hits {
				got = append(got, h.ID)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("Search(%q): got %+v, want ids %v", c.term, hits, c.want)
			}
		}
		if found, _ := st.SearchStates(ctx, "%", 10); len(found) != 0 {
			t.Errorf("SearchStates(%%): got %+v, want nothing", found)
		}
	})
}

// TestSearchQuestionURL checks that a question hit opens the page of the
// public FAQ list (id ascending) that holds the question, at its anchor,
// counting the questions that exist rather than ids.
func TestSearchQuestionURL(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, c *clock) {
		ctx := t.Context()
		var ids []int64
		for i := 1; i <= 12; i++ {
			text := fmt.Sprintf("Filler question %d?", i)
			if i == 1 || i == 10 || i == 11 || i == 12 {
				text = fmt.Sprintf("Quokka question %d?", i)
			}
			q, err := st.CreateQuestion(ctx, store.Question{FAQQuestion: text, Answer: "An answer."})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, q.ID)
		}
		urls := func(perPage int) map[int64]string {
			t.Helper()
			hits, err := st.Search(ctx, "quokka", 20, perPage)
			if err != nil {
				t.Fatalf("Search(quokka, %d per page): %v", perPage, err)
			}
			got := map[int64]string{}
			for _, h := range hits {
				got[h.ID] = h.URL
			}
			return got
		}
		want := func(id int64, page int) string { return fmt.Sprintf("/Faqs?page=%d#question-%d", page, id) }

		got := urls(10)
		for _, w := range []struct {
			id   int64
			page int
		}{{ids[0], 1}, {ids[9], 1}, {ids[10], 2}, {ids[11], 2}} {
			if got[w.id] != want(w.id, w.page) {
				t.Errorf("10 per page, question %d: got %q, want %q", w.id, got[w.id], want(w.id, w.page))
			}
		}
		got = urls(5)
		if got[ids[10]] != want(ids[10], 3) {
			t.Errorf("5 per page, 11th question: got %q, want %q", got[ids[10]], want(ids[10], 3))
		}

		// Deleting an earlier question moves the later ones up a place: the
		// 11th question becomes the 10th, on the first page.
		if err := st.DeleteQuestion(ctx, ids[4]); err != nil {
			t.Fatal(err)
		}
		got = urls(10)
		if got[ids[10]] != want(ids[10], 1) || got[ids[11]] != want(ids[11], 2) {
			t.Errorf("after deleting the 5th question: got %q and %q, want %q and %q",
				got[ids[10]], got[ids[11]], want(ids[10], 1), want(ids[11], 2))
		}

		if _, err := st.Search(ctx, "quokka", 20, 0); err == nil {
			t.Error("Search with 0 questions per page: got no error")
		}
	})
}

// ---- backup

func TestBackup(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		path := filepath.Join(t.TempDir(), "backup.db")
		if st.Dialect() == store.Postgres {
			if _, err := st.Backup(ctx, path, false); err == nil {
				t.Fatal("Backup on PostgreSQL: got nil error, want a refusal")
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("Backup on PostgreSQL wrote %s", path)
			}
			return
		}
		svc, err := st.CreateService(ctx, store.Service{Title: "Backed up", Description: "Safe."})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Backup(ctx, path, false); err != nil {
			t.Fatalf("Backup: %v", err)
		}
		if _, err := st.Backup(ctx, path, false); err == nil {
			t.Error("Backup over an existing file: got nil error, want a refusal")
		}
		// The original keeps working.
		if _, err := st.CreateService(ctx, store.Service{Title: "After", Description: "Later."}); err != nil {
			t.Fatal(err)
		}
		copyStore, err := store.Open(ctx, "sqlite:"+path, "")
		if err != nil {
			t.Fatalf("open the backup: %v", err)
		}
		defer copyStore.Close()
		all, err := copyStore.AllServices(ctx)
		if err != nil || len(all) != 1 || all[0].ID != svc.ID || all[0].Title != "Backed up" {
			t.Errorf("services in the backup: got %+v, %v; want only %q", all, err, "Backed up")
		}
	})
}

// TestConcurrentOpenMigratesOnce: several instances starting together on
// one empty PostgreSQL database all come up, and the schema is migrated
// once. (A SQLite file serves one instance; there the instances start on
// an existing file, as a second process such as "claimsite backup" does.)
func TestConcurrentOpenMigratesOnce(t *testing.T) {
	for _, d := range storetest.Dialects(t) {
		t.Run(string(d), func(t *testing.T) {
			var databaseURL string
			if d == store.Postgres {
				databaseURL = freshSchema(t)
			} else {
				databaseURL = "sqlite:" + filepath.Join(t.TempDir(), "shared.db")
				first, err := store.Open(t.Context(), databaseURL, "")
				if err != nil {
					t.Fatal(err)
				}
				first.Close()
			}
			const n = 6
			stores := make([]*store.Store, n)
			errs := make([]error, n)
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range n {
				wg.Go(func() {
					<-start
					stores[i], errs[i] = store.Open(context.Background(), databaseURL, "")
				})
			}
			close(start)
			wg.Wait()
			for i, st := range stores {
				if st != nil {
					defer st.Close()
				}
				if errs[i] != nil {
					t.Errorf("instance %d: %v", i, errs[i])
				}
			}
			if t.Failed() {
				return
			}
			want, err := stores[0].Version(t.Context())
			if err != nil || want < 1 {
				t.Fatalf("Version: %d, %v", want, err)
			}
			for i, st := range stores {
				if v, err := st.Version(t.Context()); err != nil || v != want {
					t.Errorf("instance %d: version %d, %v; want %d", i, v, err, want)
				}
			}
			// Every instance can use the schema.
			for i, st := range stores {
				if _, err := st.CreateQuestion(t.Context(), store.Question{FAQQuestion: fmt.Sprint("Q", i), Answer: "A"}); err != nil {
					t.Errorf("instance %d: %v", i, err)
				}
			}
		})
	}
}

func TestCloseTwice(t *testing.T) {
	st, err := store.Open(t.Context(), "", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	st.Close() // must not panic
}

// ---- lead references

var referencePattern = regexp.MustCompile(`^[0-9A-HJKMNP-TV-Z]{12}$`)

func TestLeadReference(t *testing.T) {
	each(t, func(t *testing.T, st *store.Store, _ *clock) {
		ctx := t.Context()
		withConsent(t, st)
		seen := map[string]bool{}
		for i := range 20 {
			id, _, err := st.CreateLead(ctx, newLead(fmt.Sprintf("r%d@example.com", i), fmt.Sprintf("55500001%02d", i)), "")
			if err != nil {
				t.Fatal(err)
			}
			l, err := st.Lead(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if !referencePattern.MatchString(l.Reference) || seen[l.Reference] {
				t.Fatalf("lead %d: reference %q, want 12 base32 characters, unused", id, l.Reference)
			}
			seen[l.Reference] = true
			byRef, err := st.LeadByReference(ctx, l.Reference)
			if err != nil || byRef.ID != id {
				t.Errorf("LeadByReference(%q): got %d, %v; want %d", l.Reference, byRef.ID, err, id)
			}
			if ref, err := st.LeadReference(ctx, id); err != nil || ref != l.Reference {
				t.Errorf("LeadReference(%d): got %q, %v; want %q", id, ref, err, l.Reference)
			}
		}
		// A reference the caller chose is kept; the same one again is a conflict.
		l := newLead("chosen@example.com", "5550009999")
		l.Reference = "ABCDEFGHJK23"
		id, _, err := st.CreateLead(ctx, l, "")
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := st.LeadReference(ctx, id); got != l.Reference {
			t.Errorf("chosen reference: got %q, want %q", got, l.Reference)
		}
		if _, _, err := st.CreateLead(ctx, l, ""); !errors.Is(err, store.ErrConflict) {
			t.Errorf("reused reference: got %v, want ErrConflict", err)
		}
		if _, err := st.LeadByReference(ctx, "ZZZZZZZZZZZZ"); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("unknown reference: got %v, want ErrNotFound", err)
		}
		// The lead search finds a lead by its reference.
		page, total, err := st.LeadPage(ctx, store.LeadFilter{Query: strings.ToLower(l.Reference)}, store.Page{Number: 1, Size: 10})
		if err != nil || total != 1 || page[0].ID != id {
			t.Errorf("search by reference: got %d leads, %v", total, err)
		}
	})
}

// TestMigration003BackfillsReferences: leads stored before migration 003
// get a reference each, of the same form, all different.
func TestMigration003BackfillsReferences(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		withConsent(t, r.st)
		for i := range 50 {
			if _, _, err := r.st.CreateLead(ctx, newLead(fmt.Sprintf("b%d@example.com", i), "5550000001"), ""); err != nil {
				t.Fatal(err)
			}
		}
		// Back to the schema before 003. On SQLite, the text index of
		// migration 020 reads the reference: it goes first.
		if r.st.Dialect() == store.SQLite {
			for _, q := range []string{
				`DROP TRIGGER lead_search_insert`, `DROP TRIGGER lead_search_before_update`,
				`DROP TRIGGER lead_search_after_update`, `DROP TRIGGER lead_search_delete`, `DROP VIEW lead_search_text`,
			} {
				if _, err := r.db.ExecContext(ctx, q); err != nil {
					t.Fatalf("%s: %v", q, err)
				}
			}
		}
		for _, q := range []string{
			`DROP INDEX leads_reference`,
			`ALTER TABLE leads DROP COLUMN reference`,
			`DROP INDEX leads_email_recent`,
			`DROP INDEX leads_phone_recent`,
			`CREATE INDEX leads_email ON leads (email)`,
			`CREATE INDEX leads_phone ON leads (phone)`,
			`DELETE FROM schema_migrations WHERE version = 3`,
		} {
			if _, err := r.db.ExecContext(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if err := r.st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		rows, err := r.db.QueryContext(ctx, `SELECT reference FROM leads`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		seen := map[string]bool{}
		for rows.Next() {
			var ref sql.NullString
			if err := rows.Scan(&ref); err != nil {
				t.Fatal(err)
			}
			if !referencePattern.MatchString(ref.String) || seen[ref.String] {
				t.Errorf("backfilled reference %q: want 12 base32 characters, unused", ref.String)
			}
			seen[ref.String] = true
		}
		if len(seen) != 50 {
			t.Errorf("backfilled %d references, want 50", len(seen))
		}
	})
}

// ---- data at rest

// TestErasedLeadLeavesNoTrace: after a lead is deleted and the WAL is
// checkpointed, its text is in neither the database file nor the WAL
// (secure_delete). The check that the text was in the file before the
// deletion shows the grep would have found it.
func TestErasedLeadLeavesNoTrace(t *testing.T) {
	dir := t.TempDir()
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	withConsent(t, st)
	ctx := t.Context()
	const secret = "Zebulon-Quartermain-7781"
	l := newLead("zebulon.quartermain@example.com", "5550007781")
	l.Description = "Hit by " + secret + " at the crossing."
	l.Consent.UserAgent = "Agent/" + secret
	id, _, err := st.CreateLead(ctx, l, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.UpdateLead(ctx, id, store.LeadUpdate{Notes: ptr("Called " + secret)}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "claimsite.db")
	raw, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	checkpoint := func() {
		t.Helper()
		if _, err := raw.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
			t.Fatal(err)
		}
	}
	contains := func() []string {
		t.Helper()
		var where []string
		for _, name := range []string{path, path + "-wal"} {
			b, err := os.ReadFile(name)
			if errors.Is(err, os.ErrNotExist) {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range []string{secret, "zebulon.quartermain"} {
				if strings.Contains(string(b), s) {
					where = append(where, filepath.Base(name)+": "+s)
				}
			}
		}
		return where
	}
	checkpoint()
	if len(contains()) == 0 {
		t.Fatal("the lead's text is not in the database file before the deletion: the check below would prove nothing")
	}
	if err := st.DeleteLead(ctx, id); err != nil {
		t.Fatal(err)
	}
	checkpoint()
	if found := contains(); len(found) > 0 {
		t.Errorf("erased lead still readable in the files: %v", found)
	}
}

func ptr[T any](v T) *T { return &v }

// TestDatabaseFilesOwnerOnly: the data folder the store creates is 0700;
// the database, its -wal and -shm and a backup are 0600, whatever the
// umask; an existing database file readable by others is tightened.
func TestDatabaseFilesOwnerOnly(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "data")
	st, err := store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	withConsent(t, st)
	if _, _, err := st.CreateLead(t.Context(), newLead("mode@example.com", "5550001234"), ""); err != nil {
		t.Fatal(err)
	}
	backup := filepath.Join(t.TempDir(), "backup.db")
	if _, err := st.Backup(t.Context(), backup, false); err != nil {
		t.Fatal(err)
	}
	wantMode := func(name string, want os.FileMode) {
		t.Helper()
		info, err := os.Stat(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != want {
			t.Errorf("%s: mode %o, want %o", name, got, want)
		}
	}
	db := filepath.Join(dir, "claimsite.db")
	wantMode(dir, 0o700)
	wantMode(db, 0o600)
	wantMode(db+"-wal", 0o600)
	wantMode(db+"-shm", 0o600)
	wantMode(backup, 0o600)
	st.Close()

	if err := os.Chmod(db, 0o644); err != nil {
		t.Fatal(err)
	}
	st, err = store.Open(t.Context(), "", dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	wantMode(db, 0o600)
}

// TestMigration006StatesOldProofs: leads stored before proof states existed
// get the states their tokens would get now.
func TestMigration006StatesOldProofs(t *testing.T) {
	eachRaw(t, func(t *testing.T, r rawDB) {
		ctx := t.Context()
		withConsent(t, r.st)
		proofs := []struct{ token, cert, leadid, trustedform string }{
			{"", "", leads.ProofAbsent, leads.ProofAbsent},
			{"0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D", "https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567", leads.ProofValid, leads.ProofValid},
			{"LEADID-1", "https://cert.trustedform.com/abc", leads.ProofMalformed, leads.ProofMalformed},
			{"0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d", "https://evil.example/0123456789abcdef0123456789abcdef01234567", leads.ProofValid, leads.ProofMalformed},
			{"0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5Z", "https://cert.trustedform.com/0123456789abcdef0123456789abcdef0123456?", leads.ProofMalformed, leads.ProofMalformed},
		}
		var ids []int64
		for i, p := range proofs {
			l := newLead(fmt.Sprintf("m%d@example.com", i), fmt.Sprintf("555000%04d", i))
			l.Consent.LeadIDToken, l.Consent.TrustedFormCertURL = p.token, p.cert
			id, _, err := r.st.CreateLead(ctx, l, "")
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		// As migration 005 left them.
		for _, q := range []string{
			`UPDATE lead_consents SET leadid_state = 'absent', trustedform_state = 'absent'`,
			`DELETE FROM schema_migrations WHERE version = 6`,
		} {
			if _, err := r.db.ExecContext(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if err := r.st.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		for i, p := range proofs {
			l, err := r.st.Lead(ctx, ids[i])
			if err != nil {
				t.Fatal(err)
			}
			if l.Consent.LeadIDState != p.leadid || l.Consent.TrustedFormState != p.trustedform {
				t.Errorf("%q, %q: states %s, %s; want %s, %s", p.token, p.cert, l.Consent.LeadIDState, l.Consent.TrustedFormState, p.leadid, p.trustedform)
			}
			if got, want := leads.LeadIDState(p.token), p.leadid; got != want {
				t.Errorf("the migration and leads.LeadIDState disagree on %q: %s vs %s", p.token, want, got)
			}
			if got, want := leads.TrustedFormState(p.cert), p.trustedform; got != want {
				t.Errorf("the migration and leads.TrustedFormState disagree on %q: %s vs %s", p.cert, want, got)
			}
		}
	})
}
