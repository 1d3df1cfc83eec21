import { describe, expect, it } from 'vitest';
import { analyticsConfig, headingEventName, isTrackingAllowed, OPT_OUT_KEY } from './analytics.ts';

const CONFIGURED = { PUBLIC_ANALYTICS_ENDPOINT: 'https://statistik.example.de/api/event', PUBLIC_ANALYTICS_DOMAIN: 'servicestandard.gov.de' };

describe('analyticsConfig', () => {
  it('is off unless both endpoint and domain are set', () => {
    expect(analyticsConfig({})).toBeUndefined();
    expect(analyticsConfig({ PUBLIC_ANALYTICS_DOMAIN: 'x.de' })).toBeUndefined();
    expect(analyticsConfig({ PUBLIC_ANALYTICS_ENDPOINT: CONFIGURED.PUBLIC_ANALYTICS_ENDPOINT })).toBeUndefined();
    expect(analyticsConfig(CONFIGURED)).toEqual({ endpoint: CONFIGURED.PUBLIC_ANALYTICS_ENDPOINT, domain: 'servicestandard.gov.de' });
  });

  it('runs only without a deployment environment or in production', () => {
    expect(analyticsConfig({ ...CONFIGURED, PUBLIC_DEPLOYMENT_ENV: 'production' })).toBeDefined();
    expect(analyticsConfig({ ...CONFIGURED, PUBLIC_DEPLOYMENT_ENV: 'preview' })).toBeUndefined();
    expect(analyticsConfig({ ...CONFIGURED, PUBLIC_DEPLOYMENT_ENV: 'development' })).toBeUndefined();
  });

  it('rejects an endpoint that is no http(s) address, naming the variable', () => {
    expect(() => analyticsConfig({ ...CONFIGURED, PUBLIC_ANALYTICS_ENDPOINT: 'statistik.example.de' })).toThrow(/PUBLIC_ANALYTICS_ENDPOINT/);
  });
});

describe('opt-out and event names', () => {
  it('allows tracking until the visitor opted out, and never when storage is blocked', () => {
    expect(isTrackingAllowed({ getItem: () => null })).toBe(true);
    expect(isTrackingAllowed({ getItem: (key) => (key === OPT_OUT_KEY ? 'aus' : null) })).toBe(false);
    expect(isTrackingAllowed({ getItem: () => { throw new Error('blocked'); } })).toBe(false);
  });

  it('names heading events path:id', () => {
    expect(headingEventName('/ueber', 'ziele')).toBe('/ueber:ziele');
  });
});
