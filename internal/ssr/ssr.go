// Package ssr renders the web app's public pages on the server: it runs the
// app's server bundle (web/dist-server/render.js, React's renderToString
// and the same components the browser runs) in QuickJS, pure Go, so the
// site stays one binary with no cgo. See docs/decisions/017-server-rendering.md.
//
// A JavaScript VM runs one render at a time; the Renderer keeps a few (one
// per core by default), made when first needed. A render reads the site's
// data through Fetch, which answers GETs of the site's own API in-process.
package ssr

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"modernc.org/quickjs"
)

// Fetch answers a GET of the site's API (path and query) for the render in
// progress.
type Fetch func(path string) (status int, body []byte)

// Request is what a page render needs.
type Request struct {
	// URL is the page's path and query, as the page should see them.
	URL string `json:"url"`
	// NotFound renders the not-found page at URL (its record is gone).
	NotFound bool `json:"not_found"`
}

// Result is a rendered page.
type Result struct {
	// HTML is the content of the app's root element.
	HTML string `json:"html"`
	// Head is the page's title, meta, canonical and JSON-LD elements.
	Head string `json:"head"`
	// State is the data the page was rendered from, for the browser to
	// hydrate without asking again.
	State json.RawMessage `json:"state"`
	// Failures are the page's queries that failed, each with its error: the
	// HTML shows an error and must not be kept.
	Failures []string `json:"failures"`
	// Console is what the render wrote to the console.
	Console []string `json:"console"`
	// Passes is how many times the page was rendered to HTML: one when
	// the VM knew the page's queries from its last render of it and
	// fetched them first (the tests read it).
	Passes int `json:"passes"`
	// Experiments are the experiments' targets the page showed (a
	// variant's value, or the setting it varies), each once: the page
	// handler counts them as exposures of the visitor it rendered for.
	Experiments []string `json:"experiments"`
}

// Timeout bounds one render. Pages take milliseconds; a page that loops
// is stopped and its VM thrown away.
const Timeout = 5 * time.Second

// memoryLimit bounds one VM's heap. The bundle and a page's data take a
// few megabytes.
const memoryLimit = 256 << 20

// Renderer renders pages with a pool of VMs.
type Renderer struct {
	bytecode []byte
	// idle holds VMs ready for a render; slots bounds how many exist.
	idle  chan *engine
	slots chan struct{}
}

// engine is one VM and the Fetch of the render it is running.
type engine struct {
	vm    *quickjs.VM
	fetch Fetch
}

// New compiles the server bundle (an ES module with no imports) and
// checks it runs; size VMs at most run renders at once.
func New(bundle []byte, size int) (*Renderer, error) {
	if size < 1 {
		size = 1
	}
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	defer vm.Close()
	bytecode, err := vm.Compile(string(bundle), quickjs.EvalModule)
	if err != nil {
		return nil, fmt.Errorf("server bundle: %w", err)
	}
	r := &Renderer{bytecode: bytecode, idle: make(chan *engine, size), slots: make(chan struct{}, size)}
	// Make the first VM now: a bundle that does not start fails the
	// server's start, not its first visitor.
	r.slots <- struct{}{}
	e, err := r.newEngine()
	if err != nil {
		return nil, err
	}
	r.idle <- e
	return r, nil
}

func (r *Renderer) newEngine() (*engine, error) {
	vm, err := quickjs.NewVM()
	if err != nil {
		return nil, err
	}
	e := &engine{vm: vm}
	vm.SetMemoryLimit(memoryLimit)
	if err := vm.RegisterHostFunc("__claimsiteFetch", e.hostFetch); err != nil {
		vm.Close()
		return nil, err
	}
	// A module's evaluation settles as a promise: an error thrown while it
	// starts shows as its entry points missing.
	ready, err := vm.EvalBytecode(r.bytecode)
	if err == nil {
		_, err = vm.ExecutePendingJobs()
	}
	if err == nil {
		ready, err = vm.Eval(`typeof claimsiteRender === 'function' && typeof claimsiteOutcome === 'function'`, quickjs.EvalGlobal)
	}
	if err == nil && ready != true {
		err = errors.New("it does not define claimsiteRender and claimsiteOutcome")
	}
	if err != nil {
		vm.Close()
		return nil, fmt.Errorf("server bundle: %w", err)
	}
	if err := vm.SetEvalTimeout(Timeout); err != nil {
		vm.Close()
		return nil, err
	}
	return e, nil
}

// hostFetch is the page's fetch(): a GET of the site's own API.
func (e *engine) hostFetch(args []any) (any, error) {
	if len(args) != 1 {
		return nil, errors.New("__claimsiteFetch wants one URL")
	}
	path, ok := args[0].(string)
	if !ok || e.fetch == nil {
		return nil, errors.New("__claimsiteFetch: no render in progress")
	}
	status, body := e.fetch(path)
	return map[string]any{"status": status, "body": string(body)}, nil
}

// acquire takes an idle VM, or makes one while fewer than size exist.
func (r *Renderer) acquire(ctx context.Context) (*engine, error) {
	select {
	case e := <-r.idle:
		return e, nil
	default:
	}
	select {
	case e := <-r.idle:
		return e, nil
	case r.slots <- struct{}{}:
		e, err := r.newEngine()
		if err != nil {
			<-r.slots
		}
		return e, err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// discard closes a VM whose render failed midway; its slot is free again.
func (r *Renderer) discard(e *engine) {
	e.vm.Close()
	<-r.slots
}

// maxDrains bounds the turns of the job queue one render may take; each
// turn runs every job queued, so pages finish in a handful.
const maxDrains = 100

// Render renders one page.
func (r *Renderer) Render(ctx context.Context, req Request, fetch Fetch) (Result, error) {
	e, err := r.acquire(ctx)
	if err != nil {
		return Result{}, err
	}
	e.fetch = fetch
	res, err := e.render(req)
	e.fetch = nil
	if err != nil {
		// The VM may be midway through anything: start afresh.
		r.discard(e)
		return Result{}, err
	}
	r.idle <- e
	return res, nil
}

func (e *engine) render(req Request) (Result, error) {
	in, err := json.Marshal(req)
	if err != nil {
		return Result{}, err
	}
	if _, err := e.vm.Call("claimsiteRender", string(in)); err != nil {
		return Result{}, fmt.Errorf("render %s: %w", req.URL, err)
	}
	for range maxDrains {
		if _, err := e.vm.ExecutePendingJobs(); err != nil {
			return Result{}, fmt.Errorf("render %s: %w", req.URL, err)
		}
		out, err := e.vm.Call("claimsiteOutcome")
		if err != nil {
			return Result{}, fmt.Errorf("render %s: %w", req.URL, err)
		}
		text, done := out.(string)
		if !done {
			continue
		}
		var outcome struct {
			Result *Result `json:"result"`
			Error  string  `json:"error"`
		}
		if err := json.Unmarshal([]byte(text), &outcome); err != nil {
			return Result{}, fmt.Errorf("render %s: %w", req.URL, err)
		}
		if outcome.Result == nil {
			return Result{}, fmt.Errorf("render %s: %s", req.URL, outcome.Error)
		}
		return *outcome.Result, nil
	}
	return Result{}, fmt.Errorf("render %s: still waiting after %d turns of the job queue", req.URL, maxDrains)
}

// Close closes the idle VMs (renders in progress keep theirs).
func (r *Renderer) Close() {
	for {
		select {
		case e := <-r.idle:
			r.discard(e)
		default:
			return
		}
	}
}
