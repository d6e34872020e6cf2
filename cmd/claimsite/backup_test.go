package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"claimsite/internal/store"
)

// run runs the claimsite binary with args and the settings in env, and
// returns what it printed (standard output and error together).
func run(t *testing.T, env map[string]string, args ...string) (string, error) {
	t.Helper()
	cmd := exec.Command(binary(t), args...)
	cmd.Env = os.Environ()
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// stop ends the process as SIGTERM does (a clean shutdown).
func (in *instance) stop() {
	in.t.Helper()
	if err := in.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		in.t.Fatal(err)
	}
	in.cmd.Wait()
}

// ack is a lead the server acknowledged: 201 and its reference.
type ack struct {
	n   int // the submission: lead(n, "TX")
	ref string
}

// leadLoad submits leads from several clients at once until stopped, and
// records every acknowledged one.
type leadLoad struct {
	base    string
	next    atomic.Int64
	mu      sync.Mutex
	acked   []ack
	refused []string
	stopped atomic.Bool
	wg      sync.WaitGroup
}

func startLeadLoad(base string, clients int) *leadLoad {
	l := &leadLoad{base: base}
	for range clients {
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			for !l.stopped.Load() {
				l.submit(int(l.next.Add(1)))
			}
		}()
	}
	return l
}

func (l *leadLoad) submit(n int) {
	body, _ := json.Marshal(lead(n, "TX"))
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "POST", l.base+"/api/contact", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		l.mu.Lock()
		l.refused = append(l.refused, err.Error())
		l.mu.Unlock()
		return
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			Reference string `json:"reference"`
		} `json:"data"`
	}
	decodeErr := json.NewDecoder(resp.Body).Decode(&out)
	l.mu.Lock()
	defer l.mu.Unlock()
	if resp.StatusCode != http.StatusCreated || decodeErr != nil || out.Data.Reference == "" {
		l.refused = append(l.refused, fmt.Sprintf("status %d, %v", resp.StatusCode, decodeErr))
		return
	}
	l.acked = append(l.acked, ack{n: n, ref: out.Data.Reference})
}

// snapshot copies the leads acknowledged so far.
func (l *leadLoad) snapshot() []ack {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]ack(nil), l.acked...)
}

func (l *leadLoad) stop() {
	l.stopped.Store(true)
	l.wg.Wait()
}

// exportLeads downloads the admin CSV export: one map of column to cell
// per lead, by reference.
func (in *instance) exportLeads(token string) map[string]map[string]string {
	in.t.Helper()
	req, err := http.NewRequest("GET", in.base+"/api/admin/leads/export", nil)
	if err != nil {
		in.t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		in.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		in.t.Fatalf("lead export: status %d", resp.StatusCode)
	}
	rows, err := csv.NewReader(resp.Body).ReadAll()
	if err != nil || len(rows) == 0 {
		in.t.Fatalf("lead export: %v", err)
	}
	leads := map[string]map[string]string{}
	for _, row := range rows[1:] {
		cells := map[string]string{}
		for i, name := range rows[0] {
			cells[name] = row[i]
		}
		leads[cells["reference"]] = cells
	}
	return leads
}

// sameAsSubmitted says how the exported lead differs from lead(n, "TX"),
// or "" when it holds exactly what was sent.
func sameAsSubmitted(cells map[string]string, n int) string {
	sent := lead(n, "TX")
	want := map[string]string{
		"first_name": sent["first_name"].(string), "last_name": sent["last_name"].(string), "email": sent["email"].(string),
		"phone": sent["phone"].(string), "zip_code": sent["zipCode"].(string), "state": "TX", "source_form": "consultation",
	}
	var diffs []string
	for k, v := range want {
		got := cells[k]
		if k == "phone" {
			got = strings.Map(func(r rune) rune {
				if r >= '0' && r <= '9' {
					return r
				}
				return -1
			}, got)
		}
		if got != v {
			diffs = append(diffs, fmt.Sprintf("%s %q, want %q", k, cells[k], v))
		}
	}
	if cells["consent_version"] == "" || cells["consented_at"] == "" {
		diffs = append(diffs, "no consent proof")
	}
	return strings.Join(diffs, "; ")
}

// TestBackupUnderLoadRestores is the test of issue 13: leads arrive
// continuously while claimsite backup runs; the backup restored into a
// fresh data dir holds every lead acknowledged before the backup began,
// with its fields, and no lead half-written. On the way: restore refuses
// a database a server is running on (even with --force), refuses an
// existing database without --force, refuses a damaged backup and leaves
// the database as it was, and a lead erased after the backup is erased
// again when the erasure list travels with the backup.
func TestBackupUnderLoadRestores(t *testing.T) {
	t.Parallel()
	src, dst := t.TempDir(), filepath.Join(t.TempDir(), "restored")
	srcEnv := map[string]string{"CLAIMSITE_DATA_DIR": src}
	dstEnv := map[string]string{"CLAIMSITE_DATA_DIR": dst}
	in := startInstance(t, map[string]string{"CLAIMSITE_DATA_DIR": src, "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword})

	load := startLeadLoad(in.base, 6)
	t.Cleanup(load.stop) // a test that stops early stops its clients too
	waitUntil(t, "50 leads are acknowledged", func() bool { return len(load.snapshot()) >= 50 })
	before := load.snapshot()
	backupFile := filepath.Join(t.TempDir(), "claimsite-backup.db")
	out, err := run(t, srcEnv, "backup", "--out", backupFile)
	if err != nil {
		load.stop()
		t.Fatalf("claimsite backup: %v\n%s", err, out)
	}
	during := len(load.snapshot()) - len(before)
	if !strings.Contains(out, "backup written: "+backupFile) || !strings.Contains(out, "integrity check ok") {
		t.Errorf("claimsite backup printed %q; want the file and its check", out)
	}
	for _, a := range before[:5] {
		if sent := lead(a.n, "TX"); strings.Contains(out, sent["email"].(string)) || strings.Contains(out, a.ref) {
			t.Errorf("claimsite backup printed a lead's details: %q", out)
		}
	}
	if out, err := run(t, srcEnv, "backup", "--out", backupFile); err == nil || !strings.Contains(out, "--force") {
		t.Errorf("a second backup to the same file: %v, %q; want a refusal naming --force", err, out)
	}
	waitUntil(t, "20 more leads are acknowledged", func() bool { return len(load.snapshot()) >= len(before)+during+20 })
	load.stop()
	all := load.snapshot()
	t.Logf("%d leads acknowledged before the backup began, %d while it ran, %d in all; %d refused", len(before), during, len(all), len(load.refused))
	if len(load.refused) > 0 {
		t.Errorf("leads refused under load: %v", load.refused[:min(5, len(load.refused))])
	}

	// The server still runs on src: restoring over it is refused, --force
	// or not, and it keeps serving.
	for _, args := range [][]string{{"restore", "--from", backupFile}, {"restore", "--from", backupFile, "--force"}} {
		out, err := run(t, srcEnv, args...)
		if err == nil || !strings.Contains(out, "a claimsite server is running") || !strings.Contains(out, "stop it first") {
			t.Errorf("%v while the server runs: %v, %q; want a refusal", args, err, out)
		}
	}
	token := login(t, in.base, adminEmail, adminPassword)
	if got := len(in.exportLeads(token)); got != len(all) {
		t.Errorf("leads on the running server after the refused restores: %d, want %d", got, len(all))
	}

	// A lead acknowledged before the backup is erased afterwards: the
	// erasure list in the data dir goes with the backup.
	erased := before[3]
	var found struct {
		Data []struct {
			ID int64 `json:"id"`
		} `json:"data"`
	}
	in.call("GET", "/api/admin/leads?q="+erased.ref, token, nil, http.StatusOK, &found)
	if len(found.Data) != 1 {
		t.Fatalf("lead %s: found %d", erased.ref, len(found.Data))
	}
	in.call("DELETE", "/api/admin/leads/"+strconv.FormatInt(found.Data[0].ID, 10), token, nil, http.StatusOK, nil)
	in.stop()
	list, err := os.ReadFile(filepath.Join(src, "erasures.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dst, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dst, "erasures.jsonl"), list, 0o600); err != nil {
		t.Fatal(err)
	}

	out, err = run(t, dstEnv, "restore", "--from", backupFile)
	if err != nil {
		t.Fatalf("claimsite restore into a fresh data dir: %v\n%s", err, out)
	}
	if !strings.Contains(out, "integrity check ok") || !strings.Contains(out, "erased again from the erasure list: 1 leads") {
		t.Errorf("claimsite restore printed %q; want its check and 1 lead erased again", out)
	}
	db := filepath.Join(dst, "claimsite.db")
	restored, err := os.ReadFile(db)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, dstEnv, "restore", "--from", backupFile); err == nil || !strings.Contains(out, "pass --force") {
		t.Errorf("restore over the restored database without --force: %v, %q; want a refusal", err, out)
	}
	full, err := os.ReadFile(backupFile)
	if err != nil {
		t.Fatal(err)
	}
	truncated := filepath.Join(t.TempDir(), "truncated.db")
	if err := os.WriteFile(truncated, full[:len(full)*3/4], 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := run(t, dstEnv, "restore", "--from", truncated, "--force"); err == nil || !strings.Contains(out, "nothing replaced") {
		t.Errorf("restore of a truncated backup: %v, %q; want a refusal", err, out)
	}
	if now, _ := os.ReadFile(db); !bytes.Equal(now, restored) {
		t.Error("the refused restores changed the database")
	}
	if out, err := run(t, dstEnv, "restore", "--from", backupFile, "--force"); err != nil || !strings.Contains(out, "kept as "+db+".before-restore") {
		t.Errorf("restore with --force: %v, %q; want it done, the old file kept", err, out)
	}

	// A server on the restored database: every lead acknowledged before the
	// backup began is there as it was sent; any other lead there is whole.
	re := startInstance(t, map[string]string{"CLAIMSITE_DATA_DIR": dst, "CLAIMSITE_ADMIN_EMAIL": adminEmail, "CLAIMSITE_ADMIN_PASSWORD": adminPassword})
	got := re.exportLeads(login(t, re.base, adminEmail, adminPassword))
	for _, a := range before {
		cells, ok := got[a.ref]
		switch {
		case !ok:
			t.Errorf("lead %s (acknowledged before the backup) is missing after the restore", a.ref)
		case a == erased:
			if cells["email"] != "" || cells["first_name"] != "" || cells["phone"] != "" {
				t.Errorf("lead %s, erased after the backup, came back with its details", a.ref)
			}
		default:
			if diff := sameAsSubmitted(cells, a.n); diff != "" {
				t.Errorf("lead %s after the restore: %s", a.ref, diff)
			}
		}
	}
	byRef := map[string]int{}
	for _, a := range all {
		byRef[a.ref] = a.n
	}
	for ref, cells := range got {
		n, acked := byRef[ref]
		if !acked {
			// Submitted, stored, not yet answered when the load stopped? Only
			// a lead of ours can be there at all.
			var sent int
			if _, err := fmt.Sscanf(cells["email"], "visitor%d@example.com", &sent); err != nil {
				t.Errorf("lead %s in the restored database was never submitted: %v", ref, cells)
				continue
			}
			n = sent
		}
		if ref == erased.ref {
			continue
		}
		if diff := sameAsSubmitted(cells, n); diff != "" {
			t.Errorf("lead %s in the restored database is not whole: %s", ref, diff)
		}
	}
	t.Logf("restored: %d leads (%d acknowledged before the backup)", len(got), len(before))
	re.stop()
	if info, err := store.VerifySQLite(context.Background(), db); err != nil || info.Leads != len(got) {
		t.Errorf("restored database after the server ran on it: %+v, %v; want sound with %d leads", info, err, len(got))
	}
}
