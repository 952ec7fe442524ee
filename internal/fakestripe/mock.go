package fakestripe

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// MockVersion is the stripe-mock release the project pins (it answers stripe-go v76.25.0).
const MockVersion = "v0.203.0"

// ErrNoMock says stripe-mock is not installed where FindMock looks.
var ErrNoMock = errors.New("stripe-mock is not installed: run `make tools` (scripts/install-stripe-mock.sh puts " +
	"github.com/stripe/stripe-mock@" + MockVersion + " into .tools/bin) or set STRIPE_MOCK_BIN")

// FindMock is the stripe-mock binary: STRIPE_MOCK_BIN, else .tools/bin/stripe-mock of the
// repository the working directory is in, else stripe-mock on PATH.
func FindMock() (string, error) {
	if p := os.Getenv("STRIPE_MOCK_BIN"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("STRIPE_MOCK_BIN %s: %w", p, err)
		}
		return p, nil
	}
	if dir, err := os.Getwd(); err == nil {
		for {
			if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
				p := filepath.Join(dir, ".tools", "bin", "stripe-mock")
				if _, err := os.Stat(p); err == nil {
					return p, nil
				}
				break
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	if p, err := exec.LookPath("stripe-mock"); err == nil {
		return p, nil
	}
	return "", ErrNoMock
}

// Mock is a running stripe-mock.
type Mock struct {
	URL  string
	proc *os.Process
}

// Stop ends the stripe-mock process.
func (m *Mock) Stop() {
	if m.proc != nil {
		_ = m.proc.Kill()
	}
}

// StartMock runs the stripe-mock binary on a free loopback port and waits until it answers. The
// process dies with its parent (Pdeathsig), so a test binary that exits leaves none behind.
func StartMock(bin string) (*Mock, error) {
	var last error
	for attempt := 0; attempt < 5; attempt++ {
		port, err := freePort()
		if err != nil {
			return nil, err
		}
		tlsPort, err := freePort() // stripe-mock always serves HTTPS too; given a port it is not 12112
		if err != nil {
			return nil, err
		}
		addr := "127.0.0.1:" + strconv.Itoa(port)
		cmd := exec.Command(bin, "-http-addr", addr, "-https-addr", "127.0.0.1:"+strconv.Itoa(tlsPort))
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL, Setpgid: true}
		if err := cmd.Start(); err != nil {
			return nil, fmt.Errorf("start %s: %w", bin, err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		m := &Mock{URL: "http://" + addr, proc: cmd.Process}
		deadline := time.Now().Add(60 * time.Second) // stripe-mock loads its OpenAPI fixtures: slow on a busy machine
		for time.Now().Before(deadline) {
			select {
			case err := <-exited:
				last = fmt.Errorf("stripe-mock on %s exited: %v", addr, err)
				m = nil
			default:
			}
			if m == nil {
				break
			}
			if res, err := http.Get(m.URL + "/v1/balance"); err == nil {
				res.Body.Close()
				return m, nil
			}
			time.Sleep(50 * time.Millisecond)
		}
		if m != nil {
			_ = cmd.Process.Kill()
			return nil, fmt.Errorf("stripe-mock on %s did not answer in 60 s", addr)
		}
	}
	return nil, last
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
