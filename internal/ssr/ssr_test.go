package ssr

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// bundle renders the URL after an await (as the app's renderer does), or
// misbehaves as the URL asks: /throw throws, /loop never ends, /stall
// never settles.
const bundle = `
let outcome = null;
let renders = 0;
globalThis.claimsiteRender = (input) => {
  outcome = null;
  const req = JSON.parse(input);
  if (req.url === '/throw') throw new Error('broken page');
  if (req.url === '/loop') for (;;) {}
  if (req.url === '/stall') { new Promise(() => {}).then(() => {}); return; }
  (async () => {
    await Promise.resolve();
    const answer = __claimsiteFetch('/api/x' + req.url);
    renders++;
    return { html: '<p>' + answer.status + ' ' + answer.body + ' #' + renders + '</p>', head: '', state: {}, failures: [], console: ['note'],
      experiments: req.url === '/a' ? ['cta_label', 'hero_headline'] : [] };
  })().then((result) => { outcome = JSON.stringify({ result }); });
};
globalThis.claimsiteOutcome = () => outcome;
`

func TestRender(t *testing.T) {
	r, err := New([]byte(bundle), 2)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var asked []string
	fetch := func(path string) (int, []byte) {
		asked = append(asked, path)
		return 200, []byte("data")
	}
	res, err := r.Render(context.Background(), Request{URL: "/a"}, fetch)
	if err != nil {
		t.Fatal(err)
	}
	if res.HTML != "<p>200 data #1</p>" || len(res.Console) != 1 || strings.Join(asked, ",") != "/api/x/a" {
		t.Errorf("render: %+v, fetched %v", res, asked)
	}
	if got := strings.Join(res.Experiments, ","); got != "cta_label,hero_headline" {
		t.Errorf("experiments: got %q, want the targets the page showed", got)
	}
}

func TestNewRejectsBrokenBundle(t *testing.T) {
	for _, b := range []string{"this is not javascript (", "throw new Error('at start')"} {
		if _, err := New([]byte(b), 1); err == nil {
			t.Errorf("New(%q): no error", b)
		}
	}
}

func TestFailedRendersReplaceTheirVM(t *testing.T) {
	r, err := New([]byte(bundle), 1)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	fetch := func(string) (int, []byte) { return 200, nil }
	for _, url := range []string{"/throw", "/stall"} {
		if _, err := r.Render(context.Background(), Request{URL: url}, fetch); err == nil {
			t.Errorf("%s: no error", url)
		}
	}
	start := time.Now()
	if _, err := r.Render(context.Background(), Request{URL: "/loop"}, fetch); err == nil {
		t.Error("/loop: no error")
	}
	if took := time.Since(start); took > Timeout+2*time.Second {
		t.Errorf("a looping page took %v, bound %v", took, Timeout)
	}
	// The pool of one VM still renders: each failure made a new one.
	res, err := r.Render(context.Background(), Request{URL: "/ok"}, fetch)
	if err != nil || res.HTML != "<p>200  #1</p>" {
		t.Errorf("after failures: %+v %v (want a fresh VM's first render)", res, err)
	}
}

func TestConcurrentRendersBounded(t *testing.T) {
	const size = 2
	r, err := New([]byte(bundle), size)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var running, most atomic.Int32
	fetch := func(string) (int, []byte) {
		n := running.Add(1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		time.Sleep(5 * time.Millisecond)
		running.Add(-1)
		return 200, nil
	}
	var wg sync.WaitGroup
	for range 10 {
		wg.Go(func() {
			if _, err := r.Render(context.Background(), Request{URL: "/p"}, fetch); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if most.Load() > size || most.Load() < 2 {
		t.Errorf("%d renders ran at once, want up to %d (and more than one)", most.Load(), size)
	}

	// A caller that gives up while every VM is busy is not kept waiting.
	hold := make(chan struct{})
	for range size {
		wg.Go(func() {
			r.Render(context.Background(), Request{URL: "/p"}, func(string) (int, []byte) { <-hold; return 200, nil })
		})
	}
	time.Sleep(20 * time.Millisecond)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := r.Render(ctx, Request{URL: "/p"}, fetch); err == nil {
		t.Error("render with every VM busy and the context ending: no error")
	}
	close(hold)
	wg.Wait()
}
