// Package mailtest runs a real SMTP server for tests: Debian's aiosmtpd,
// storing what it receives in a Maildir the test reads back. The mail
// client under test talks to it over TCP exactly as to a production server.
package mailtest

import (
	"bytes"
	"io"
	"net"
	"net/mail"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"testing"
	"time"
)

// RequireEnv makes a missing aiosmtpd a failure instead of a skip (set by
// `make test`, so nothing is skipped silently there).
const RequireEnv = "CLAIMSITE_REQUIRE_SMTP"

// Python is the interpreter that has aiosmtpd (Debian's python3-aiosmtpd).
const Python = "/usr/bin/python3"

// Server is a running aiosmtpd.
type Server struct {
	Addr string // 127.0.0.1:port
	dir  string
}

// URL is the CLAIMSITE_SMTP_URL that reaches the server.
func (s *Server) URL() string { return "smtp://" + s.Addr }

// Start runs aiosmtpd on a free port until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	if err := exec.Command(Python, "-c", "import aiosmtpd").Run(); err != nil {
		if os.Getenv(RequireEnv) != "" {
			t.Fatalf("aiosmtpd is not installed (scripts/ensure-tools.sh installs python3-aiosmtpd): %v", err)
		}
		t.Skip("aiosmtpd is not installed: install python3-aiosmtpd to run the mail tests")
	}
	dir := t.TempDir()
	port := freePort(t)
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.Command(Python, "-m", "aiosmtpd", "-n", "-l", addr, "-c", "aiosmtpd.handlers.Mailbox", filepath.Join(dir, "maildir"))
	var logs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatalf("start aiosmtpd: %v", err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	for i := 0; ; i++ {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err == nil {
			c.Close()
			break
		}
		if i == 100 {
			t.Fatalf("aiosmtpd did not listen on %s: %s", addr, logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	return &Server{Addr: addr, dir: filepath.Join(dir, "maildir")}
}

func freePort(t testing.TB) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Received is one message as the server stored it.
type Received struct {
	Header mail.Header
	Body   string // the raw body, MIME parts and all
}

// Messages lists what the server has received so far, oldest first.
func (s *Server) Messages(t testing.TB) []Received {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(s.dir, "new"))
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		t.Fatal(err)
	}
	type file struct {
		mod  time.Time
		name string
	}
	var files []file
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file{info.ModTime(), e.Name()})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.Before(files[j].mod) })
	var out []Received
	for _, f := range files {
		raw, err := os.ReadFile(filepath.Join(s.dir, "new", f.name))
		if err != nil {
			t.Fatal(err)
		}
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("parse %s: %v", f.name, err)
		}
		body, err := io.ReadAll(m.Body)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Received{Header: m.Header, Body: string(body)})
	}
	return out
}

// WaitFor polls until the server holds at least n messages and returns
// them; it fails the test after a generous bound (a deadline for a broken
// run, not a speed assertion).
func (s *Server) WaitFor(t testing.TB, n int) []Received {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		msgs := s.Messages(t)
		if len(msgs) >= n {
			return msgs
		}
		if time.Now().After(deadline) {
			t.Fatalf("got %d messages, want %d", len(msgs), n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// WaitUntil polls until done says the messages held so far are enough and
// returns them; it fails the test after the same bound as WaitFor. For a
// test that waits for one kind of mail among others (every lead also
// mails its visitor a confirmation).
func (s *Server) WaitUntil(t testing.TB, what string, done func([]Received) bool) []Received {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		msgs := s.Messages(t)
		if done(msgs) {
			return msgs
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: not among %d messages", what, len(msgs))
		}
		time.Sleep(20 * time.Millisecond)
	}
}
