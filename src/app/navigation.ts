// Lets code outside React (the API client) move to a route without importing the router and,
// with it, every page.
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to) => {
  window.location.hash = to;
};

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigate(to: string, opts?: { replace?: boolean }): void {
  navigateImpl(to, opts);
}

/** Spec §9: after an error the app waits 1.2 s (the message is read) before it redirects. */
export const REDIRECT_DELAY_MS = 1200;

export const ROUTES = {
  login: '/pages/common/login',
  realMark: '/pages/setting/real_mark',
} as const;
