package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
)

// runShared: verifyload shared --url A,B --email --password checks what two
// instances on one database must share besides leads: a session made on A
// works on B, and a content change saved on A shows at once in B's cached
// answers and rendered pages (then the change is undone).
func runShared(args []string) error {
	fs := flag.NewFlagSet("shared", flag.ExitOnError)
	urls := fs.String("url", "", "two base URLs, comma-separated")
	email := fs.String("email", "", "admin e-mail")
	password := fs.String("password", "", "admin password")
	within := fs.Duration("within", 5*time.Second, "how soon B must show A's change")
	fs.Parse(args)
	bases := strings.Split(*urls, ",")
	if len(bases) != 2 {
		return errors.New("--url takes two base URLs")
	}
	hc := client(4)
	a, err := login(hc, bases[0], *email, *password)
	if err != nil {
		return err
	}
	// A's session on B.
	onB := &admin{base: bases[1], token: a.token, http: hc}
	if err := onB.do("GET", "/api/auth/profile", nil, http.StatusOK, nil); err != nil {
		return checkFailed("a session made on " + bases[0] + " does not work on " + bases[1] + ": " + err.Error())
	}

	// B answers (and so caches) the service, A changes it, B must follow.
	var svc struct {
		Data struct {
			Title string `json:"title"`
		} `json:"data"`
	}
	if err := onB.do("GET", "/api/service-detail/1", nil, http.StatusOK, &svc); err != nil {
		return err
	}
	before := svc.Data.Title
	changed := fmt.Sprintf("%s verify %d", before, time.Now().UnixNano()%1_000_000)
	if err := a.do("PUT", "/api/admin/services/1", map[string]string{"title": changed}, http.StatusOK, nil); err != nil {
		return err
	}
	defer a.do("PUT", "/api/admin/services/1", map[string]string{"title": before}, http.StatusOK, nil)
	start := time.Now()
	reads := 0
	for {
		reads++
		if err := onB.do("GET", "/api/service-detail/1", nil, http.StatusOK, &svc); err != nil {
			return err
		}
		page, err := pageText(hc, bases[1]+"/service-detail/1")
		if err != nil {
			return err
		}
		if svc.Data.Title == changed && strings.Contains(page, changed) {
			break
		}
		if time.Since(start) > *within {
			return checkFailed(fmt.Sprintf("%s still shows the old service title %s after the change on %s (API %q)", bases[1], *within, bases[0], svc.Data.Title))
		}
		time.Sleep(50 * time.Millisecond)
	}
	fmt.Printf("shared: a session made on one instance works on the other; a service saved on one showed in the other's API answer and page at read %d, %s after the save (the reads' own time included)\n",
		reads, time.Since(start).Round(time.Millisecond))
	return nil
}

// pageText is the body of a page (plain, uncompressed).
func pageText(hc *http.Client, url string) (string, error) {
	res, err := hc.Get(url)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return "", err
	}
	if res.StatusCode != http.StatusOK {
		return "", fmt.Errorf("%s: status %d", url, res.StatusCode)
	}
	return string(b), nil
}
