package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
)

// client is an HTTP client for one run: up to conns connections per host,
// answers read as they come (no transparent decompression, as wrk does).
func client(conns int) *http.Client {
	return &http.Client{
		Timeout: 30 * time.Second,
		Transport: &http.Transport{
			MaxIdleConns:        conns * 2,
			MaxIdleConnsPerHost: conns,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  true,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// admin is a signed-in admin of one instance.
type admin struct {
	base  string
	token string
	http  *http.Client
}

func login(hc *http.Client, base, email, password string) (*admin, error) {
	body, _ := json.Marshal(map[string]any{"email": email, "password": password})
	res, err := hc.Post(base+"/api/auth/login", "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var out struct {
		Token string `json:"access_token"`
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("login at %s: status %d", base, res.StatusCode)
	}
	if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("login at %s: %w", base, err)
	}
	return &admin{base: base, token: out.Token, http: hc}, nil
}

// do sends an admin request and decodes a JSON answer into out (when not
// nil); any status other than want is an error.
func (a *admin) do(method, path string, body any, want int, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, a.base+path, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+a.token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := a.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return err
	}
	if res.StatusCode != want {
		return fmt.Errorf("%s %s: status %d: %.300s", method, path, res.StatusCode, b)
	}
	if out != nil {
		return json.Unmarshal(b, out)
	}
	return nil
}

// leadTotal is the number of leads the admin list finds with query q.
func (a *admin) leadTotal(q string) (int, error) {
	var page struct {
		Total int `json:"total"`
	}
	err := a.do("GET", "/api/admin/leads?"+q, nil, http.StatusOK, &page)
	return page.Total, err
}

// exported is one row of the admin's CSV lead export.
type exported struct {
	Reference, Phone string
}

// export reads the admin's CSV export of the leads query q finds.
func (a *admin) export(q string) ([]exported, error) {
	req, err := http.NewRequest("GET", a.base+"/api/admin/leads/export?"+q, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+a.token)
	res, err := a.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("lead export: status %d", res.StatusCode)
	}
	return parseExport(res.Body)
}

// parseExport reads the reference and phone columns of a lead export.
func parseExport(r io.Reader) ([]exported, error) {
	cr := csv.NewReader(r)
	header, err := cr.Read()
	if err != nil {
		return nil, fmt.Errorf("lead export: %w", err)
	}
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	ref, okRef := col["reference"]
	phone, okPhone := col["phone"]
	if !okRef || !okPhone {
		return nil, errors.New("lead export: no reference or phone column")
	}
	var rows []exported
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			return rows, nil
		}
		if err != nil {
			return nil, fmt.Errorf("lead export: %w", err)
		}
		rows = append(rows, exported{Reference: rec[ref], Phone: rec[phone]})
	}
}

// runWait: verifyload wait URL [TIMEOUT [PID]] waits until URL answers
// 200; it gives up early when process PID (the server) has exited.
func runWait(args []string) error {
	if len(args) < 1 {
		return errors.New("usage: verifyload wait URL [TIMEOUT [PID]]")
	}
	pid := ""
	if len(args) > 2 {
		pid = args[2]
	}
	timeout := 60 * time.Second
	if len(args) > 1 {
		d, err := time.ParseDuration(args[1])
		if err != nil {
			return err
		}
		timeout = d
	}
	hc := &http.Client{Timeout: 2 * time.Second}
	deadline := time.Now().Add(timeout)
	for {
		res, err := hc.Get(args[0])
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s did not answer 200 within %s", args[0], timeout)
		}
		if pid != "" && exited(pid) {
			return fmt.Errorf("process %s exited before %s answered", pid, args[0])
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// exited reports whether process pid is gone or a zombie (it exited and
// its parent has not reaped it yet).
func exited(pid string) bool {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return true
	}
	// The state follows the command name in parentheses: "123 (name) Z ...".
	i := bytes.LastIndexByte(b, ')')
	return i < 0 || i+2 >= len(b) || b[i+2] == 'Z'
}

// runCreateDB: verifyload createdb POSTGRES_URL NAME drops and creates
// database NAME on that server and prints its URL.
func runCreateDB(args []string) error {
	if len(args) != 2 {
		return errors.New("usage: verifyload createdb POSTGRES_URL NAME")
	}
	name := args[1]
	if err := pgExec(args[0], `DROP DATABASE IF EXISTS `+quoteIdent(name)+` WITH (FORCE)`, `CREATE DATABASE `+quoteIdent(name)); err != nil {
		return err
	}
	u, err := url.Parse(args[0])
	if err != nil {
		return err
	}
	u.Path = "/" + name
	fmt.Println(u.String())
	return nil
}

// runDropDB: verifyload dropdb POSTGRES_URL NAME.
func runDropDB(args []string) error {
	if len(args) != 2 {
		return errors.New("usage: verifyload dropdb POSTGRES_URL NAME")
	}
	return pgExec(args[0], `DROP DATABASE IF EXISTS `+quoteIdent(args[1])+` WITH (FORCE)`)
}

func pgExec(dsn string, statements ...string) error {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return err
	}
	defer db.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, s := range statements {
		if _, err := db.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// runWorkers: verifyload workers POSTGRES_URL prints, per outbox worker
// (an instance: host/address), how many deliveries it sent, one
// "worker count" line each.
func runWorkers(args []string) error {
	if len(args) != 1 {
		return errors.New("usage: verifyload workers POSTGRES_URL")
	}
	db, err := sql.Open("pgx", args[0])
	if err != nil {
		return err
	}
	defer db.Close()
	rows, err := db.Query(`SELECT locked_by, COUNT(*) FROM outbox WHERE kind = 'delivery' AND status = 'sent' GROUP BY locked_by ORDER BY locked_by`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var worker string
		var n int
		if err := rows.Scan(&worker, &n); err != nil {
			return err
		}
		fmt.Println(worker, n)
	}
	return rows.Err()
}
