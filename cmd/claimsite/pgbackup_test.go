package main

import (
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"claimsite/internal/storetest"
)

// pgTool finds a PostgreSQL client program (pg_dump, pg_restore) in the
// newest cluster's bin dir, as scripts/with-postgres.sh picks the server.
// Missing, it skips the test, or fails it when CLAIMSITE_REQUIRE_POSTGRES
// is set.
func pgTool(t *testing.T, name string) string {
	t.Helper()
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool { return pgMajor(dirs[i]) < pgMajor(dirs[j]) })
	for i := len(dirs) - 1; i >= 0; i-- {
		if p := filepath.Join(dirs[i], name); fileExists(p) {
			return p
		}
	}
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if os.Getenv("CLAIMSITE_REQUIRE_POSTGRES") != "" {
		t.Fatalf("%s is not installed but CLAIMSITE_REQUIRE_POSTGRES is set", name)
	}
	t.Skipf("%s is not installed", name)
	return ""
}

func pgMajor(binDir string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(binDir)))
	return n
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// freshDatabase creates an empty database on the test server (dropped when
// the test ends) and returns its URL: a whole database, as an operator's,
// not a schema of the shared one.
func freshDatabase(t *testing.T) string {
	t.Helper()
	base := os.Getenv(storetest.PostgresEnv)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 6)
	rand.Read(b)
	name := "restore_" + hex.EncodeToString(b)
	if _, err := admin.Exec(`CREATE DATABASE ` + name); err != nil {
		admin.Close()
		t.Fatalf("create database: %v", err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP DATABASE IF EXISTS ` + name + ` WITH (FORCE)`)
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}

// TestPostgresDumpAndRestore follows the PostgreSQL procedure of
// docs/operations.md: pg_dump -Fc while the site runs, pg_restore --clean
// --if-exists into a database that already holds another claimsite, start
// the server: the dumped leads are there with their fields, the other
// database's are gone, and a lead erased after the dump is erased again
// at the start. claimsite backup and restore explain the procedure on
// PostgreSQL instead of failing cryptically.
func TestPostgresDumpAndRestore(t *testing.T) {
	t.Parallel()
	if !contains(dialectNames(t), "postgres") {
		t.Skip("PostgreSQL is not available here (make test provides it)")
	}
	pgDump, pgRestore := pgTool(t, "pg_dump"), pgTool(t, "pg_restore")
	dataDir := t.TempDir()
	live, other := freshDatabase(t), freshDatabase(t)
	env := func(databaseURL string) map[string]string {
		return map[string]string{"CLAIMSITE_DATABASE_URL": databaseURL, "CLAIMSITE_DATA_DIR": dataDir,
			"CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword}
	}

	for _, args := range [][]string{{"backup", "--out", filepath.Join(t.TempDir(), "x.db")}, {"restore", "--from", "x.dump"}} {
		out, err := run(t, env(live), args...)
		want := map[string]string{"backup": "pg_dump --format=custom", "restore": "pg_restore --clean --if-exists"}[args[0]]
		if err == nil || !strings.Contains(out, want) {
			t.Errorf("claimsite %s on PostgreSQL: %v, %q; want a refusal that explains %s", args[0], err, out, want)
		}
	}

	// The database that will be replaced holds a claimsite with a lead.
	in := startInstance(t, env(other))
	var stale struct {
		Data struct {
			Reference string `json:"reference"`
		} `json:"data"`
	}
	in.call("POST", "/api/contact", "", lead(900, "TX"), http.StatusCreated, &stale)
	in.stop()

	in = startInstance(t, env(live))
	refs := map[string]int{}
	for n := range 8 {
		var out struct {
			Data struct {
				Reference string `json:"reference"`
			} `json:"data"`
		}
		in.call("POST", "/api/contact", "", lead(n, "TX"), http.StatusCreated, &out)
		refs[out.Data.Reference] = n
	}
	dump := filepath.Join(t.TempDir(), "claimsite.dump")
	if out, err := exec.Command(pgDump, "--format=custom", "--file="+dump, live).CombinedOutput(); err != nil {
		t.Fatalf("pg_dump: %v\n%s", err, out)
	}
	// Erased after the dump: the instance's erasure list remembers it.
	token := login(t, in.base, adminEmail, adminPassword)
	var erasedRef string
	for ref := range refs {
		erasedRef = ref
		break
	}
	var found struct {
		Data []struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	in.call("GET", "/api/admin/leads?q="+erasedRef, token, nil, http.StatusOK, &found)
	if len(found.Data) != 1 {
		t.Fatalf("lead %s: found %d", erasedRef, len(found.Data))
	}
	in.call("DELETE", "/api/admin/leads/"+strconv.FormatInt(found.Data[0].ID, 10), token, nil, http.StatusOK, nil)
	in.stop()

	if out, err := exec.Command(pgRestore, "--clean", "--if-exists", "--no-owner", "--dbname="+other, dump).CombinedOutput(); err != nil {
		t.Fatalf("pg_restore: %v\n%s", err, out)
	}
	re := startInstance(t, env(other))
	got := re.exportLeads(login(t, re.base, adminEmail, adminPassword))
	if len(got) != len(refs) {
		t.Errorf("leads after pg_restore: %d, want the dump's %d", len(got), len(refs))
	}
	if _, ok := got[stale.Data.Reference]; ok {
		t.Error("the replaced database's lead survived pg_restore --clean")
	}
	for ref, n := range refs {
		cells, ok := got[ref]
		switch {
		case !ok:
			t.Errorf("lead %s is missing after pg_restore", ref)
		case ref == erasedRef:
			if cells["email"] != "" || cells["first_name"] != "" {
				t.Errorf("lead %s, erased after the dump, came back with its details", ref)
			}
		default:
			if diff := sameAsSubmitted(cells, n); diff != "" {
				t.Errorf("lead %s after pg_restore: %s", ref, diff)
			}
		}
	}
}
