package webui

import (
	"bytes"
	"errors"
	"sync"
	"time"

	"claimsite/internal/compressed"
	"claimsite/internal/content"
	"claimsite/internal/ssr"
)

// pageTemplate is index.html cut where a rendered page goes: the head
// between the app-head markers, the page in the root element, and the
// data after it. beforeHead is kept per language: it holds <html lang>.
type pageTemplate struct {
	beforeHead                    map[string][]byte
	betweenHeadAndRoot, afterRoot []byte
}

// htmlLang is the <html> tag of index.html and, by language, of a
// rendered page: the language tag the page's hreflang links use too.
const htmlLang = `<html lang="en">`

var htmlLangs = map[string]string{English: `<html lang="en-US">`, Spanish: `<html lang="es-US">`}

const (
	headStart = "<!--app-head-->"
	headEnd   = "<!--/app-head-->"
	rootEmpty = `<div id="root"></div>`
)

func parseTemplate(index []byte) (pageTemplate, error) {
	before, rest, ok1 := bytes.Cut(index, []byte(headStart))
	_, rest, ok2 := bytes.Cut(rest, []byte(headEnd))
	between, after, ok3 := bytes.Cut(rest, []byte(rootEmpty))
	if !ok1 || !ok2 || !ok3 || !bytes.Contains(before, []byte(htmlLang)) {
		return pageTemplate{}, errors.New("index.html: want " + htmlLang + ", " + headStart + "…" + headEnd + " in the head and an empty " + rootEmpty)
	}
	t := pageTemplate{beforeHead: map[string][]byte{}, betweenHeadAndRoot: between, afterRoot: after}
	for lang, tag := range htmlLangs {
		t.beforeHead[lang] = bytes.Replace(before, []byte(htmlLang), []byte(tag), 1)
	}
	return t, nil
}

// fill writes a rendered page in language lang: its head, its HTML in the
// root element, and its state as a JSON data block (not a script the CSP
// must allow). "<" in the JSON is written \u003c, so no text in it can
// close the block.
func (t pageTemplate) fill(res ssr.Result, lang string) []byte {
	var b bytes.Buffer
	before := t.beforeHead[lang]
	b.Grow(len(before) + len(res.Head) + len(t.betweenHeadAndRoot) + len(res.HTML) + len(res.State) + len(t.afterRoot) + 128)
	b.Write(before)
	b.WriteString(res.Head)
	b.Write(t.betweenHeadAndRoot)
	b.WriteString(`<div id="root">`)
	b.WriteString(res.HTML)
	b.WriteString(`</div><script type="application/json" id="app-state">`)
	b.Write(bytes.ReplaceAll(res.State, []byte("<"), []byte(`\u003c`)))
	b.WriteString(`</script>`)
	b.Write(t.afterRoot)
	return b.Bytes()
}

// renderedPage is a page as served, with the content versions it was
// rendered from.
type renderedPage struct {
	status int
	body   compressed.Body
	pinned content.Versions
	// experiments are the experiment targets the page shows: served to a
	// counted visitor, each is an exposure.
	experiments []string
}

// renderedTTL only recycles memory: a page is served while its content
// versions are current, however old it is.
const renderedTTL = time.Hour

// renderedBytes bounds the memory rendered pages take (plain and gzipped).
// A page is 30 to 60 KB, so thousands fit: every page of the site and
// its list pages.
const renderedBytes = 64 << 20

func renderedSize(p renderedPage) int { return p.body.Size() + 64*len(p.pinned) }

// flight runs one render per key at a time; who asks meanwhile gets its
// result. A new render starts only when its gate allows it (the client's
// render budget); joining one under way is free.
type flight struct {
	mu    sync.Mutex
	calls map[string]*flightCall
}

type flightCall struct {
	done chan struct{}
	page renderedPage
	err  error
}

func (f *flight) do(key string, gate func() bool, fn func() (renderedPage, error)) (renderedPage, error) {
	f.mu.Lock()
	if c, ok := f.calls[key]; ok {
		f.mu.Unlock()
		<-c.done
		return c.page, c.err
	}
	if !gate() {
		f.mu.Unlock()
		return renderedPage{}, errOverBudget
	}
	if f.calls == nil {
		f.calls = map[string]*flightCall{}
	}
	c := &flightCall{done: make(chan struct{})}
	f.calls[key] = c
	f.mu.Unlock()
	c.page, c.err = fn()
	f.mu.Lock()
	delete(f.calls, key)
	f.mu.Unlock()
	close(c.done)
	return c.page, c.err
}
