/**
 * Lets code outside React (the http client after a failed refresh) move the router. The root
 * component registers react-router's navigate; before that, a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => globalThis.location?.assign(to);

export const setNavigator = (fn: Navigate): void => {
  navigateImpl = fn;
};

export const goTo = (to: string): void => navigateImpl(to);
