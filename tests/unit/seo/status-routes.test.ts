import { describe, expect, it } from 'vitest';
import {
  ERROR_ROUTE,
  LAYOUT_FAILURE_PROBE,
  NOT_FOUND_PROBE,
  NOT_FOUND_ROUTE,
  PRODUCT_NOT_FOUND_ROUTE,
  errorRewrite,
  notFoundRewrite,
  shapeRewrite,
} from '@/lib/seo/status-routes';

describe('the rewrites proxy.ts answers a failed page with (lib/seo/status-routes.ts)', () => {
  it("sends a missing product to the product's own not-found view, anything else to the generic one, with a 404", () => {
    expect(notFoundRewrite('/product/999999')).toEqual({
      pathname: PRODUCT_NOT_FOUND_ROUTE,
      search: '',
      status: 404,
    });
    expect(notFoundRewrite('/men/1012/product/abc').pathname).toBe(PRODUCT_NOT_FOUND_ROUTE);
    expect(notFoundRewrite('/brands/999999')).toEqual({ pathname: NOT_FOUND_ROUTE, search: '', status: 404 });
    expect(notFoundRewrite('/order-confirmation').pathname).toBe(NOT_FOUND_ROUTE);
  });

  it('sends a page that would throw to the error view with its digest and a 500', () => {
    expect(errorRewrite('CATALOGUE_UNAVAILABLE')).toEqual({
      pathname: ERROR_ROUTE,
      search: '?digest=CATALOGUE_UNAVAILABLE',
      status: 500,
    });
    expect(errorRewrite('')).toEqual({ pathname: ERROR_ROUTE, search: '', status: 500 });
  });

  it('answers 404 for a path no page can have, and leaves the rest to the page', () => {
    expect(shapeRewrite('/nope-xyz')).toEqual({ pathname: NOT_FOUND_ROUTE, search: '', status: 404 });
    expect(shapeRewrite('/outlet')).toBeNull();
    expect(shapeRewrite('/product/5001')).toBeNull();
  });

  it('answers a status route asked for by name as a missing page, except the two probes of Next', () => {
    for (const path of [ERROR_ROUTE, PRODUCT_NOT_FOUND_ROUTE, '/status/nope'])
      expect(shapeRewrite(path)).toEqual({ pathname: NOT_FOUND_ROUTE, search: '', status: 404 });
    expect(shapeRewrite(NOT_FOUND_PROBE)).toBeNull();
    expect(shapeRewrite(LAYOUT_FAILURE_PROBE)).toBeNull();
  });
});
