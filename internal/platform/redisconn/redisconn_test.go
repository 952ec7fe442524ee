package redisconn

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"congregate/internal/platform/config"
)

const url = "redis://127.0.0.1:6379/9"

func TestFromConfigChoosesTheOptions(t *testing.T) {
	t.Run("REDIS_URL", func(t *testing.T) {
		c, err := FromConfig(config.Config{RedisURL: "redis://:pw@redis.example:6380/3"})
		if err != nil || c.Mode != ModeURL {
			t.Fatalf("got %+v, %v", c, err)
		}
		opt, err := c.AsynqOpt()
		if err != nil {
			t.Fatal(err)
		}
		got, ok := opt.(asynq.RedisClientOpt)
		if !ok || got.Addr != "redis.example:6380" || got.DB != 3 || got.Password != "pw" {
			t.Fatalf("asynq option %#v", opt)
		}
		rdb, err := c.Client()
		if err != nil {
			t.Fatal(err)
		}
		defer rdb.Close()
		if o := rdb.Options(); o.Addr != "redis.example:6380" || o.DB != 3 {
			t.Fatalf("client options %s db %d", o.Addr, o.DB)
		}
		if s := c.String(); strings.Contains(s, "pw") {
			t.Errorf("String shows the password: %s", s)
		}
	})
	t.Run("sentinel", func(t *testing.T) {
		c, err := FromConfig(config.Config{RedisURL: "redis://ignored:6379/0", RedisSentinelAddrs: " s1:26379, s2:26379,,s3:26379 ",
			RedisSentinelMaster: "mymaster", RedisPassword: "pw", RedisSentinelPassword: "spw", RedisDB: 2})
		if err != nil || c.Mode != ModeSentinel {
			t.Fatalf("got %+v, %v", c, err)
		}
		opt, _ := c.AsynqOpt()
		got, ok := opt.(asynq.RedisFailoverClientOpt)
		if !ok || got.MasterName != "mymaster" || strings.Join(got.SentinelAddrs, " ") != "s1:26379 s2:26379 s3:26379" ||
			got.Password != "pw" || got.SentinelPassword != "spw" || got.DB != 2 {
			t.Fatalf("asynq option %#v", opt)
		}
		rdb, err := c.Client() // a failover client: a *redis.Client that asks the sentinels for the master
		if err != nil {
			t.Fatal(err)
		}
		defer rdb.Close()
		if o := rdb.Options(); o.DB != 2 || o.Password != "pw" {
			t.Fatalf("client options %+v", o)
		}
		if s := c.String(); strings.Contains(s, "pw") {
			t.Errorf("String shows a password: %s", s)
		}
	})
	t.Run("cluster", func(t *testing.T) {
		c, err := FromConfig(config.Config{RedisURL: url, RedisClusterAddrs: "n1:6379,n2:6379", RedisPassword: "pw"})
		if err != nil || c.Mode != ModeCluster {
			t.Fatalf("got %+v, %v", c, err)
		}
		opt, _ := c.AsynqOpt()
		got, ok := opt.(asynq.RedisClusterClientOpt)
		if !ok || strings.Join(got.Addrs, " ") != "n1:6379 n2:6379" || got.Password != "pw" {
			t.Fatalf("asynq option %#v", opt)
		}
		u, _ := c.Universal()
		defer u.Close()
		if _, ok := u.(*redis.ClusterClient); !ok {
			t.Fatalf("Universal is %T, want *redis.ClusterClient", u)
		}
		// The single-Redis needs (rate limits, notices) stay on REDIS_URL.
		rdb, _ := c.Client()
		defer rdb.Close()
		if o := rdb.Options(); o.Addr != "127.0.0.1:6379" || o.DB != 9 {
			t.Fatalf("client options %s db %d", o.Addr, o.DB)
		}
	})
}

func TestFromConfigRefusesBadConfiguration(t *testing.T) {
	for name, tc := range map[string]struct {
		cfg  config.Config
		want string
	}{
		"sentinel and cluster": {config.Config{RedisURL: url, RedisSentinelAddrs: "s:26379", RedisSentinelMaster: "m", RedisClusterAddrs: "n:6379"},
			"REDIS_SENTINEL_ADDRS and REDIS_CLUSTER_ADDRS are both set"},
		"sentinel without master": {config.Config{RedisURL: url, RedisSentinelAddrs: "s:26379"}, "needs REDIS_SENTINEL_MASTER"},
		"master without sentinel": {config.Config{RedisURL: url, RedisSentinelMaster: "m"}, "REDIS_SENTINEL_MASTER is set without REDIS_SENTINEL_ADDRS"},
		"address without port":    {config.Config{RedisURL: url, RedisClusterAddrs: "n1:6379,n2"}, `address "n2": want host:port`},
		"bad URL":                 {config.Config{RedisURL: "http://x"}, "REDIS_URL"},
		"negative db":             {config.Config{RedisSentinelAddrs: "s:26379", RedisSentinelMaster: "m", RedisDB: -1}, "REDIS_DB -1"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := FromConfig(tc.cfg)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want one saying %q", err, tc.want)
			}
		})
	}
}

// A real Sentinel: a Redis master and one sentinel of our own on spare ports (never the shared
// 6379). Enqueues through asynq's failover option and reads back through the failover client.
func TestSentinelEndToEnd(t *testing.T) {
	server, err := exec.LookPath("redis-server")
	if err != nil {
		t.Skip("redis-server not installed")
	}
	dir := t.TempDir()
	masterPort, sentinelPort := freePort(t), freePort(t)
	start(t, server, "--port", fmt.Sprint(masterPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", dir, "--requirepass", "pw", "--masterauth", "pw")
	waitPing(t, &redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", masterPort), Password: "pw"})
	conf := filepath.Join(dir, "sentinel.conf") // a sentinel rewrites its configuration file
	if err := os.WriteFile(conf, []byte(fmt.Sprintf("port %d\nbind 127.0.0.1\ndir %s\n"+
		"sentinel monitor congregate-test 127.0.0.1 %d 1\nsentinel auth-pass congregate-test pw\n",
		sentinelPort, dir, masterPort)), 0o600); err != nil {
		t.Fatal(err)
	}
	start(t, server, conf, "--sentinel")
	waitPing(t, &redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", sentinelPort)})

	c, err := FromConfig(config.Config{RedisSentinelAddrs: fmt.Sprintf("127.0.0.1:%d", sentinelPort),
		RedisSentinelMaster: "congregate-test", RedisPassword: "pw", RedisDB: 1})
	if err != nil {
		t.Fatal(err)
	}
	opt, err := c.AsynqOpt()
	if err != nil {
		t.Fatal(err)
	}
	client := asynq.NewClient(opt)
	defer client.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if _, err := client.EnqueueContext(ctx, asynq.NewTask("test:ping", []byte(`{}`)), asynq.Queue("sentinel-test"), asynq.TaskID("t1")); err != nil {
		t.Fatalf("enqueue through the sentinel: %v", err)
	}
	insp := asynq.NewInspector(opt)
	defer insp.Close()
	info, err := insp.GetQueueInfo("sentinel-test")
	if err != nil || info.Pending != 1 {
		t.Fatalf("queue info %+v, %v", info, err)
	}

	rdb, err := c.Client()
	if err != nil {
		t.Fatal(err)
	}
	defer rdb.Close()
	// The task is in database 1 of the master the sentinel named.
	n, err := rdb.Exists(ctx, "asynq:{sentinel-test}:t:t1").Result()
	if err != nil || n != 1 {
		t.Fatalf("task key through the failover client: %d, %v", n, err)
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// start runs a process for the test and kills that process (by its own handle) at the end.
func start(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
}

func waitPing(t *testing.T, opt *redis.Options) {
	t.Helper()
	rdb := redis.NewClient(opt)
	defer rdb.Close()
	deadline := time.Now().Add(10 * time.Second)
	for {
		err := rdb.Ping(context.Background()).Err()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never answered: %v", opt.Addr, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
