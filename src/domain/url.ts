// The URL validity check of spec §5 (VAL-03..VAL-05): optional http(s) scheme, a domain name or an
// IPv4 address, then optional port, path, query and fragment.
const octet = "(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)"
const ipv4 = `${octet}(\\.${octet}){3}`
const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?"
const domain = `(?:${label}\\.)+[a-z]{2,63}`
const URL_PATTERN = new RegExp(
  `^(https?:\\/\\/)?(${domain}|${ipv4})(:\\d{1,5})?(\\/[^\\s?#]*)?(\\?[^\\s#]*)?(#\\S*)?$`,
  "i"
)

export const isValidUrl = (value: string): boolean => URL_PATTERN.test(value.trim())
