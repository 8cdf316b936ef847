import { useEffect, useState, useSyncExternalStore } from 'react';

// The countdown of spec §4: time left until the next 06:00:00 local time, HH:MM:SS, refreshed
// every second by one shared timer that runs only while some badge is mounted.

const COUNTDOWN_PLACEHOLDER = '--:--:--';
const TARGET_HOUR = 6;
const TICK_MS = 1000;

/** the next 06:00:00 local time: today, or tomorrow if already past */
export function nextCountdownTarget(now: Date): Date {
  const target = new Date(now);
  target.setHours(TARGET_HOUR, 0, 0, 0);
  if (target.getTime() <= now.getTime()) target.setDate(target.getDate() + 1);
  return target;
}

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

export function countdownText(now: Date): string {
  return formatCountdown(nextCountdownTarget(now).getTime() - now.getTime());
}

/** one interval for every subscriber; stops when the last one leaves */
export function createCountdownStore(now: () => Date = () => new Date()) {
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let text = countdownText(now());
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (timer === undefined) {
        text = countdownText(now());
        timer = setInterval(() => {
          text = countdownText(now());
          for (const notify of listeners) notify();
        }, TICK_MS);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot: () => text,
    get running() {
      return timer !== undefined;
    },
  };
}

const sharedStore = createCountdownStore();

/** '--:--:--' until mounted on the client, then the live countdown */
export function useCountdown(): string {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const text = useSyncExternalStore(sharedStore.subscribe, sharedStore.getSnapshot, () => COUNTDOWN_PLACEHOLDER);
  return mounted ? text : COUNTDOWN_PLACEHOLDER;
}
