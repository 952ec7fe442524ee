package db_test

import (
	"net"
	"testing"
	"time"

	"congregate/internal/platform/db"
)

func TestWithConnectTimeout(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://u@h:5432/d?sslmode=disable":                   "postgres://u@h:5432/d?connect_timeout=5&sslmode=disable",
		"postgres://u@h:5432/d?sslmode=disable&connect_timeout=2": "postgres://u@h:5432/d?sslmode=disable&connect_timeout=2",
		"host=h dbname=d":          "host=h dbname=d connect_timeout=5",
		"host=h connect_timeout=9": "host=h connect_timeout=9",
	} {
		if got := db.WithConnectTimeout(in); got != want {
			t.Errorf("WithConnectTimeout(%q) = %q, want %q", in, got, want)
		}
	}
}

// A server that accepts the connection and never answers (a frozen PostgreSQL, a dead proxy)
// makes Open fail after the connect timeout instead of hanging: without one, a request that needs
// a new connection waits as long as the server does (issue 18's reliability suite).
func TestOpenGivesUpOnAServerThatNeverAnswers(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var held []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			held = append(held, c) // accepted, never read or answered
		}
	}()
	done := make(chan error, 1)
	start := time.Now()
	go func() {
		_, err := db.Open("postgres://postgres@" + ln.Addr().String() + "/none?sslmode=disable")
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("Open succeeded against a server that never answers")
		}
		if took := time.Since(start); took > 8*time.Second {
			t.Fatalf("Open gave up after %v", took)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Open still waiting after 20 s: no connect timeout")
	}
}
