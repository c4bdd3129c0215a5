/** Search-engine crawlers get no error page (spec section 2): the app renders nothing for them on errors. */
const CRAWLER =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|yandex|baidu/i;

export function isCrawler(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return CRAWLER.test(userAgent);
}
