// Command benchhello is the yardstick of `make bench`: the plainest Go
// server, a JSON answer and an HTML page, so claimsite's figures can be
// read as a share of what net/http itself does on this machine.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
)

func main() {
	addr := "127.0.0.1:18090"
	if len(os.Args) > 1 {
		addr = os.Args[1]
	}
	http.HandleFunc("GET /hello", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]string{"message": "hello, world"})
	})
	page := []byte("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Hello</title></head><body><h1>Hello, world</h1></body></html>\n")
	http.HandleFunc("GET /hello.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	})
	log.Fatal(http.ListenAndServe(addr, nil))
}
