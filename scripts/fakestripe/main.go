// Command fakestripe is the development and e2e Stripe: it starts stripe-mock (the pinned
// release in .tools/bin, or -stripe-mock) on a free port and serves the test-card layer
// (internal/fakestripe) in front of it on -addr. `make run` and scripts/e2e-stack.sh start it
// when no STRIPE_SECRET_KEY is set and point STRIPE_API_BASE at it.
//
//	go run ./scripts/fakestripe -addr 127.0.0.1:12111
package main

import (
	"flag"
	"log"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"congregate/internal/fakestripe"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:12111", "listen address of the layer (STRIPE_API_BASE)")
	bin := flag.String("stripe-mock", "", "stripe-mock binary (default: .tools/bin/stripe-mock, then PATH)")
	flag.Parse()
	if *bin == "" {
		p, err := fakestripe.FindMock()
		if err != nil {
			log.Fatal(err)
		}
		*bin = p
	}
	mock, err := fakestripe.StartMock(*bin)
	if err != nil {
		log.Fatal(err)
	}
	defer mock.Stop()
	layer := fakestripe.New(mock.URL)
	srv := &http.Server{Addr: *addr, Handler: layer, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		sig := make(chan os.Signal, 1)
		signal.Notify(sig, syscall.SIGINT, syscall.SIGTERM)
		<-sig
		mock.Stop()
		os.Exit(0)
	}()
	log.Printf("fake Stripe on http://%s (%s)", *addr, layer.Describe())
	if err := srv.ListenAndServe(); err != nil {
		mock.Stop()
		log.Fatal(err)
	}
}
