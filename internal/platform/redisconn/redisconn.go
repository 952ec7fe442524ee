// Package redisconn turns the Redis configuration into asynq's connection option and go-redis
// clients, so that every process reaches Redis the same way: REDIS_URL (one server, the default),
// a Sentinel-managed master (REDIS_SENTINEL_ADDRS + REDIS_SENTINEL_MASTER) for failover, or a Redis
// Cluster (REDIS_CLUSTER_ADDRS) for asynq's queues.
//
// With a Cluster, asynq's keys are already hash-tagged by queue ("asynq:{critical}:pending"), so
// each queue lives on one shard and the queues spread over the shards. The rate limits, the casbin
// policy notices and the church change notices need a single Redis (*redis.Client): with a Cluster
// they stay on REDIS_URL (Client); with a Sentinel they follow the master like the queues.
package redisconn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"congregate/internal/platform/config"
)

// Mode is how Redis is reached.
type Mode string

const (
	ModeURL      Mode = "url"      // REDIS_URL, one server
	ModeSentinel Mode = "sentinel" // a master found through Redis Sentinel
	ModeCluster  Mode = "cluster"  // asynq on a Redis Cluster, the rest on REDIS_URL
)

// Conn is a parsed Redis configuration. It is comparable, so it can key a cache.
type Conn struct {
	Mode             Mode
	URL              string // REDIS_URL: ModeURL, and Client in ModeCluster
	Addrs            string // the sentinels' or the cluster nodes' host:port, comma-separated
	MasterName       string
	Password         string
	SentinelPassword string
	DB               int
}

// FromConfig parses the process configuration; bad combinations are errors naming the variables,
// for the process to stop with at start.
func FromConfig(cfg config.Config) (Conn, error) {
	sentinels, cluster := splitAddrs(cfg.RedisSentinelAddrs), splitAddrs(cfg.RedisClusterAddrs)
	c := Conn{URL: cfg.RedisURL, Password: cfg.RedisPassword, SentinelPassword: cfg.RedisSentinelPassword, DB: cfg.RedisDB}
	switch {
	case len(sentinels) > 0 && len(cluster) > 0:
		return Conn{}, errors.New("redis: REDIS_SENTINEL_ADDRS and REDIS_CLUSTER_ADDRS are both set; set one (a Sentinel for failover, or a Cluster)")
	case cfg.RedisSentinelMaster != "" && len(sentinels) == 0:
		return Conn{}, errors.New("redis: REDIS_SENTINEL_MASTER is set without REDIS_SENTINEL_ADDRS")
	case len(sentinels) > 0:
		if strings.TrimSpace(cfg.RedisSentinelMaster) == "" {
			return Conn{}, errors.New("redis: REDIS_SENTINEL_ADDRS needs REDIS_SENTINEL_MASTER, the name of the master the sentinels monitor")
		}
		if cfg.RedisDB < 0 {
			return Conn{}, fmt.Errorf("redis: REDIS_DB %d: want 0 or more", cfg.RedisDB)
		}
		c.Mode, c.Addrs, c.MasterName = ModeSentinel, strings.Join(sentinels, ","), strings.TrimSpace(cfg.RedisSentinelMaster)
	case len(cluster) > 0:
		c.Mode, c.Addrs = ModeCluster, strings.Join(cluster, ",")
	default:
		c.Mode = ModeURL
	}
	for _, a := range append(sentinels, cluster...) {
		if i := strings.LastIndexByte(a, ':'); i <= 0 || i == len(a)-1 {
			return Conn{}, fmt.Errorf("redis: address %q: want host:port", a)
		}
	}
	if c.Mode != ModeSentinel {
		if _, err := redis.ParseURL(c.URL); err != nil {
			return Conn{}, fmt.Errorf("redis: REDIS_URL: %w", err)
		}
	}
	return c, nil
}

// FromURL is the plain REDIS_URL connection (tests, tools given a URL).
func FromURL(url string) Conn { return Conn{Mode: ModeURL, URL: url} }

func splitAddrs(s string) []string {
	var out []string
	for _, a := range strings.Split(s, ",") {
		if a = strings.TrimSpace(a); a != "" {
			out = append(out, a)
		}
	}
	return out
}

func (c Conn) addrs() []string { return strings.Split(c.Addrs, ",") }

// AsynqOpt is asynq's connection: RedisClientOpt, RedisFailoverClientOpt or RedisClusterClientOpt.
func (c Conn) AsynqOpt() (asynq.RedisConnOpt, error) {
	switch c.Mode {
	case ModeSentinel:
		return asynq.RedisFailoverClientOpt{MasterName: c.MasterName, SentinelAddrs: c.addrs(),
			SentinelPassword: c.SentinelPassword, Password: c.Password, DB: c.DB}, nil
	case ModeCluster:
		return asynq.RedisClusterClientOpt{Addrs: c.addrs(), Password: c.Password}, nil
	case ModeURL:
		opt, err := asynq.ParseRedisURI(c.URL)
		if err != nil {
			return nil, fmt.Errorf("redis: REDIS_URL: %w", err)
		}
		return opt, nil
	}
	return nil, fmt.Errorf("redis: no configuration (mode %q); use FromConfig", c.Mode)
}

// Client is the single-Redis client the rate limits, policy and change notices use: REDIS_URL, or
// the Sentinel's current master (go-redis's failover client follows a failover by itself). With a
// Cluster it is REDIS_URL's server.
func (c Conn) Client() (*redis.Client, error) {
	switch c.Mode {
	case ModeSentinel:
		return redis.NewFailoverClient(&redis.FailoverOptions{MasterName: c.MasterName, SentinelAddrs: c.addrs(),
			SentinelPassword: c.SentinelPassword, Password: c.Password, DB: c.DB}), nil
	case ModeURL, ModeCluster:
		opt, err := redis.ParseURL(c.URL)
		if err != nil {
			return nil, fmt.Errorf("redis: REDIS_URL: %w", err)
		}
		return redis.NewClient(opt), nil
	}
	return nil, fmt.Errorf("redis: no configuration (mode %q); use FromConfig", c.Mode)
}

// Universal is a client for code that takes redis.UniversalClient: with a Cluster, the cluster
// itself (*redis.ClusterClient); otherwise the same as Client.
func (c Conn) Universal() (redis.UniversalClient, error) {
	if c.Mode == ModeCluster {
		return redis.NewClusterClient(&redis.ClusterOptions{Addrs: c.addrs(), Password: c.Password}), nil
	}
	return c.Client()
}

// String describes the connection without its passwords, for the start-up log.
func (c Conn) String() string {
	switch c.Mode {
	case ModeSentinel:
		return fmt.Sprintf("sentinel master %q via %s db %d", c.MasterName, c.Addrs, c.DB)
	case ModeCluster:
		return "cluster " + c.Addrs + " (queues)"
	}
	if opt, err := redis.ParseURL(c.URL); err == nil {
		return fmt.Sprintf("%s db %d", opt.Addr, opt.DB)
	}
	return "invalid REDIS_URL"
}
