import { useEffect, useSyncExternalStore } from 'react';
import { TIMING } from '@sangam/shared/limits';
import { healthMonitor, type HealthMonitor, type ServerStatus } from './health.ts';

/**
 * Subscribes to server reachability, keeps the background poll running and re-checks every 30 s
 * while mounted (the navigation banner's check). Cached answers keep this to one request per 30 s.
 */
export function useServerStatus(monitor: HealthMonitor = healthMonitor): ServerStatus {
  useEffect(() => {
    monitor.start();
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.hidden) return;
      void monitor.check();
    }, TIMING.healthBannerCheckMs);
    return () => clearInterval(timer);
  }, [monitor]);

  return useSyncExternalStore(monitor.subscribe, monitor.getStatus, monitor.getStatus);
}
