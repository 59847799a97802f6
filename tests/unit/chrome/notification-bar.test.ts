import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../../../src/catalog/theme';
import { notificationOf } from '../../../src/lib/site-chrome';

describe('the notification bar (browsing spec 1 and 3)', () => {
  it('shows the default theme’s text when the theme has none and no flag supplies a message', () => {
    expect(notificationOf(false, defaultTheme('Harbor').resolved.notification)).toBe('Check out our new T-shirts for a limited time only!');
    expect(notificationOf(true, 'Tasting room open Saturdays.')).toBe('Tasting room open Saturdays.');
  });

  it('shows the global notification when the flag supplies a message, sanitized like the theme’s', () => {
    expect(notificationOf('<b>Orders ship after the 2nd</b><script>x()</script>', 'Theme text')).toBe('<b>Orders ship after the 2nd</b>');
    expect(notificationOf('   ', 'Theme text')).toBe('Theme text');
  });
});
