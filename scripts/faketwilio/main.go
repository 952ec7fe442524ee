// Command faketwilio serves internal/faketwilio on an address: Twilio's Messages and Calls for the
// fan-out benchmark and the reliability run (GET /stats counts the messages per To + Body).
//
//	go run ./scripts/faketwilio -addr 127.0.0.1:8799 -account AC… -token …
package main

import (
	"flag"
	"log"
	"net/http"
	"time"

	"congregate/internal/faketwilio"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8799", "listen address")
	account := flag.String("account", "ACfake", "account SID")
	token := flag.String("token", "development-twilio-auth-token", "auth token")
	latency := flag.Duration("latency", 0, "delay of every create")
	flag.Parse()
	s := faketwilio.New(*account, *token)
	s.Latency = *latency
	srv := &http.Server{Addr: *addr, Handler: s, ReadHeaderTimeout: 5 * time.Second}
	log.Printf("fake Twilio on %s (account %s)", *addr, *account)
	log.Fatal(srv.ListenAndServe())
}
