package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The tests in this file run the real binary, as an operator does, and
// kill it with SIGKILL when they need to.

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
	buildLog  []byte
)

// TestMain removes the binary built for the run, which would otherwise
// leave 40 MB in the temporary folder on every run.
func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	os.Exit(code)
}

// binary builds claimsite once per test run.
func binary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "claimsite-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "claimsite")
		buildLog, buildErr = exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("build claimsite: %v\n%s", buildErr, buildLog)
	}
	return binPath
}

// instance is one running claimsite process.
type instance struct {
	t    *testing.T
	cmd  *exec.Cmd
	base string
	env  []string
	logs *bytes.Buffer
}

// startInstance runs the binary with env (CLAIMSITE_* settings) on a free
// address, waits for /healthz and stops it when the test ends.
func startInstance(t *testing.T, env map[string]string) *instance {
	t.Helper()
	addr := freeAddr(t)
	// The second factor is internal/httpapi's to test.
	list := append(os.Environ(), "CLAIMSITE_ADDR="+addr, "CLAIMSITE_BCRYPT_COST=4", "CLAIMSITE_RATE_LIMITS=off", "CLAIMSITE_REQUIRE_MFA=false")
	for k, v := range env {
		list = append(list, k+"="+v)
	}
	in := &instance{t: t, base: "http://" + addr, env: list}
	in.start()
	t.Cleanup(func() {
		in.cmd.Process.Kill()
		in.cmd.Wait()
		if t.Failed() {
			t.Logf("claimsite at %s logged:\n%s", in.base, tail(in.logs.String(), 4000))
		}
	})
	return in
}

func (in *instance) start() {
	in.t.Helper()
	in.logs = &bytes.Buffer{}
	in.cmd = exec.Command(binary(in.t), "serve")
	in.cmd.Env = in.env
	in.cmd.Stdout, in.cmd.Stderr = in.logs, in.logs
	if err := in.cmd.Start(); err != nil {
		in.t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(in.base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		if time.Now().After(deadline) {
			in.t.Fatalf("claimsite did not start: %v\n%s", err, in.logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// kill9 ends the process as a power cut or the OOM killer would: no
// shutdown, nothing flushed.
func (in *instance) kill9() {
	in.t.Helper()
	if err := in.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		in.t.Fatal(err)
	}
	in.cmd.Wait()
}

// restart starts the process again with the same settings and address.
func (in *instance) restart() { in.start() }

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}

// call makes a JSON request and decodes the answer into out (if not nil),
// failing the test unless the status is want.
func (in *instance) call(method, path, token string, body any, want int, out any) {
	in.t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			in.t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, in.base+path, r)
	if err != nil {
		in.t.Fatal(err)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		in.t.Fatalf("%s %s: %v", method, path, err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != want {
		in.t.Fatalf("%s %s: status %d, want %d: %s", method, path, resp.StatusCode, want, raw)
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			in.t.Fatalf("%s %s: %v: %s", method, path, err, raw)
		}
	}
}

// waitUntil polls cond until it holds; the bound only ends a broken run.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// lead is a valid consultation from state with a unique e-mail and phone.
func lead(n int, state string) map[string]any {
	return map[string]any{
		"first_name": "Pat", "last_name": fmt.Sprintf("Visitor%d", n), "email": fmt.Sprintf("visitor%d@example.com", n),
		"phone": fmt.Sprintf("555%07d", 1000000+n), "zipCode": "73301", "state": state, "is_checked": true,
	}
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if strings.EqualFold(v, s) {
			return true
		}
	}
	return false
}
