"""Probe batch 162, written by a helper agent that saw neither the code nor an earlier probe (session 65), on
made-up release notes, changelogs and pricing pages of developer tools, with developer-assistant claims."""

from __future__ import annotations

B162_QUILLFEATHER = (
    'Quillfeather CLI 4.2.0 - Release Notes\n'
    'Released: 14 March 2024\n'
    'Maintainers: Thornwick Ashby, Ysolde Marrakey\n'
    '\n'
    'Highlights\n'
    '- New `qf sync --delta` mode uploads only changed blocks. In our benchmark on a 12 GB repository, '
    'sync time fell from 41 minutes to 9 minutes.\n'
    '- Parallel transfers: the default worker count is raised from 4 to 8. The maximum remains 32 (set '
    'with `--workers`).\n'
    '- Config files may now be written in TOML as well as YAML. JSON config remains supported but is '
    'deprecated and will be removed in 5.0.\n'
    '\n'
    'Breaking changes\n'
    '- The minimum Node.js version is now 18.17 (previously 16.20). Exception: the standalone binaries '
    'for Linux x64 and macOS arm64 bundle their own runtime and are unaffected.\n'
    '- `qf login` no longer reads tokens from the QF_TOKEN_FILE environment variable; use QF_TOKEN '
    'instead. QF_TOKEN_FILE will continue to work on Windows until 4.4.0.\n'
    '- The exit code for authentication failures changed from 1 to 3.\n'
    '\n'
    'Deprecations\n'
    '- `qf push --legacy-hash` is deprecated and now prints a warning. It will be removed in 4.5.0.\n'
    '- Support for Windows Server 2016 ends with the 4.3.x line.\n'
    '\n'
    'Fixes\n'
    '- Fixed a crash when file paths exceeded 260 characters on Windows (#2291).\n'
    '- `qf status` no longer reports symbolic links as modified after checkout (#2304).\n'
    '- Reduced memory use of `qf diff` on files larger than 2 GB by about 35%.\n'
    '\n'
    'Supported platforms\n'
    'Linux (x64, arm64); macOS 12 or later (x64, arm64); Windows 10 and 11 (x64 only). Windows arm64 '
    'builds are experimental and unsigned.\n'
    '\n'
    'Upgrading\n'
    'Run `qf self-update` or install through your package manager. Users on 3.x must first upgrade to '
    '4.0.3 before moving to 4.2.0; direct upgrades from 3.x are blocked by the installer.\n'
    '\n'
    'Previous release: 4.1.2 (29 January 2024).'
)

B162_BRAMBLECOTE = (
    'Bramblecote Insights - Plans & Pricing\n'
    'Effective 1 July 2024. All prices in US dollars, per seat per month, billed annually. Monthly '
    'billing adds 20% to every paid plan.\n'
    '\n'
    'Starter - Free\n'
    '- Up to 3 seats\n'
    '- 10,000 tracked events per month\n'
    '- 30-day data retention\n'
    '- 2 dashboards\n'
    '- Community forum support only\n'
    '\n'
    'Team - $18 per seat\n'
    '- Minimum 3 seats, maximum 50\n'
    '- 2 million tracked events per month, shared across the workspace\n'
    '- 13-month data retention\n'
    '- Unlimited dashboards\n'
    '- Email support, response within 2 business days\n'
    '- SSO: not included\n'
    '\n'
    'Business - $42 per seat\n'
    '- Minimum 10 seats\n'
    '- 25 million tracked events per month\n'
    '- 3-year data retention\n'
    '- SAML SSO and SCIM provisioning\n'
    '- Audit log (90 days)\n'
    '- Email and chat support, response within 8 business hours\n'
    '\n'
    'Enterprise - custom pricing\n'
    '- Minimum 50 seats\n'
    '- Custom event volume\n'
    '- Retention up to 7 years\n'
    '- Dedicated success manager; 1-hour response for Severity 1 incidents, 24/7\n'
    '- EU or US data residency (Business plan: US only)\n'
    '\n'
    'Overage\n'
    "Events beyond a plan's allowance are billed at $0.40 per 10,000 on Team and $0.25 per 10,000 on "
    'Business. Starter workspaces that exceed their allowance stop ingesting until the next calendar '
    'month; no overage is charged.\n'
    '\n'
    'Discounts\n'
    '- Registered non-profits and schools: 40% off Team and Business (not combinable with other offers).\n'
    '- Startups under 2 years old with fewer than 25 employees: Team free for the first 6 months, then '
    'standard pricing.\n'
    '\n'
    'Price changes\n'
    'Team rises from $15 to $18 per seat for existing customers at their first renewal after 1 July 2024. '
    'Customers who signed before 1 March 2024 keep $15 until 30 June 2025. Business pricing is unchanged.\n'
    '\n'
    'Questions about plans? Ask Perpetua Valdoon on our sales desk.'
)

B162_VARNWICK = (
    'Varnwick Payments API - v2 Sunset and v3 Migration Notice\n'
    'Published 3 September 2024 by Odalric Penhallow, Head of Developer Platform\n'
    '\n'
    'Summary\n'
    'API v2 will be retired in three stages. v3 has been generally available since 11 June 2024 and is '
    'the only version receiving new features.\n'
    '\n'
    'Timeline\n'
    '- 1 October 2024: v2 enters maintenance. Security fixes only; no new endpoints. New accounts can no '
    'longer generate v2 keys.\n'
    '- 15 January 2025: v2 responses carry a `Sunset` header, and every Tuesday between 14:00 and 16:00 '
    'UTC a 2-second artificial delay is added to 1% of v2 calls ("brownout").\n'
    '- 31 March 2025: v2 is switched off. Requests return HTTP 410 Gone.\n'
    'Exception: accounts processing more than 500,000 transactions a month may request an extension to 30 '
    'June 2025. Requests must be filed before 28 February 2025.\n'
    '\n'
    'Breaking changes in v3\n'
    '1. Amounts are integers in the smallest currency unit (e.g. 1999 for EUR 19.99). v2 accepted decimal '
    'strings.\n'
    '2. `customer_id` is renamed `payer_id`. The old field is ignored, not rejected.\n'
    '3. Webhook signatures move from HMAC-SHA1 to HMAC-SHA256. Your v2 signing secret is not reused; '
    'generate a new one in the dashboard.\n'
    '4. Pagination switches from page numbers to cursors. Maximum page size drops from 200 to 100 '
    'objects.\n'
    '5. Idempotency keys are now required on all POST requests and are retained for 24 hours (v2: '
    'optional, retained 72 hours).\n'
    '\n'
    'Unchanged\n'
    'Authentication (bearer keys), rate limits (100 requests per second per account in live mode, 25 in '
    'test mode) and currency support (46 currencies).\n'
    '\n'
    'SDK support\n'
    'Official SDKs gain v3 support in these versions: Python 6.0, Node 9.2, Go 3.1, Ruby 5.4. The PHP SDK '
    'will get v3 support in November 2024; until then PHP users should call the REST API directly. Java '
    'SDK 7.x supports both v2 and v3 and is the recommended bridge for mixed estates.\n'
    '\n'
    'Help\n'
    'Migration office hours run every Wednesday at 17:00 UTC until the end of March 2025.'
)

B162_OSTRELLE = (
    '# Ostrelle DB Changelog\n'
    '\n'
    '## 2.8.0 - 2024-05-22\n'
    '### Added\n'
    '- Native vector index type (`HNSW`), limited to 2,048 dimensions per column.\n'
    '- `ostrelle backup --incremental`, which copies only pages changed since the last full backup.\n'
    '### Changed\n'
    '- Default page size raised from 4 KiB to 8 KiB for newly created databases. Existing databases keep '
    'their page size.\n'
    '- Write-ahead log checkpoints now run every 1,000 pages instead of every 500.\n'
    '### Deprecated\n'
    '- `PRAGMA legacy_collation`, to be removed in 3.0.\n'
    '### Fixed\n'
    '- The query planner no longer ignores partial indexes on `IS NOT NULL` predicates (#812).\n'
    '\n'
    '## 2.7.1 - 2024-03-08\n'
    '### Fixed\n'
    '- Data corruption risk when two processes ran `VACUUM` at the same time on network file systems '
    '(#790). All 2.7.0 users should upgrade.\n'
    '- Timestamps before 1970 were returned one second early on Windows (#794).\n'
    '\n'
    '## 2.7.0 - 2024-02-19\n'
    '### Added\n'
    '- JSON path expressions in `CHECK` constraints.\n'
    '- Read replicas over TCP (beta), up to 4 replicas per primary.\n'
    '### Changed\n'
    '- Maximum database size increased from 16 TiB to 64 TiB.\n'
    '- Builds for 32-bit ARM (armv7) are now community-maintained and no longer appear on the official '
    'download page.\n'
    '### Removed\n'
    '- The `ostrelle-legacy` compatibility shim, deprecated since 2.4.0.\n'
    '\n'
    '## 2.6.3 - 2023-12-11\n'
    '### Security\n'
    '- Fixed advisory OST-SEC-2023-07: heap overflow in the full-text search tokenizer when handling '
    'strings longer than 64 KiB. Affects 2.5.0 through 2.6.2. Reported by Calloway Furnival.\n'
    '\n'
    '## Support policy\n'
    'Each minor release line receives fixes for 9 months after its first release. The 2.5.x line reached '
    'end of support on 30 November 2023.'
)

B162_HALVORSK = (
    'Halvorsk CI - Pricing\n'
    'Updated 4 November 2024\n'
    '\n'
    'Free - $0\n'
    '- 2,000 Linux build minutes per month\n'
    '- 1 concurrent job\n'
    '- Public and private repositories\n'
    '- Build logs kept 14 days\n'
    '- macOS and Windows runners: not available\n'
    '\n'
    'Pro - $12 per user per month\n'
    '- 10,000 Linux minutes per month, pooled across the organisation\n'
    '- 5 concurrent jobs\n'
    '- Windows runners (minutes count at 2x) and macOS runners (minutes count at 10x)\n'
    '- Logs kept 90 days\n'
    '- Artifact storage: 5 GB included\n'
    '\n'
    'Scale - $29 per user per month (minimum 5 users)\n'
    '- 50,000 Linux minutes per month\n'
    '- 20 concurrent jobs\n'
    '- GPU runners, Linux only (minutes count at 8x)\n'
    '- Logs kept 1 year\n'
    '- Artifact storage: 50 GB included\n'
    '- Self-hosted runners: unlimited, free of charge\n'
    '\n'
    'Self-hosted runners on Pro are limited to 3 per organisation. The Free plan cannot register '
    'self-hosted runners.\n'
    '\n'
    'Extra minutes\n'
    'Linux minutes beyond the allowance cost $0.008 each on Pro and $0.006 each on Scale. Free '
    'organisations cannot buy extra minutes; their jobs queue until the allowance resets on the 1st of '
    'the month. Minute multipliers apply before overage is calculated, so 100 macOS minutes consume 1,000 '
    'Linux minutes of allowance.\n'
    '\n'
    'Artifact storage beyond the included amount costs $0.25 per GB per month on all paid plans.\n'
    '\n'
    'Annual billing\n'
    'Pay yearly and get 2 months free on Pro and Scale.\n'
    '\n'
    'What changed in this update\n'
    '- macOS multiplier reduced from 12x to 10x.\n'
    '- Pro concurrency raised from 3 to 5 jobs.\n'
    '- ARM64 Linux runners leave beta on 1 December 2024 and will then count at 1x (the same as x64) on '
    'all plans, including Free.'
)

B162_WRENFIELD = (
    'Wrenfield Mobile SDK 11.0 - Release Notes\n'
    'iOS and Android: released 27 August 2024. Flutter and React Native wrappers: released 10 September '
    '2024.\n'
    'Release leads: Marisol Quenby (iOS), Teodric Vallensar (Android).\n'
    '\n'
    'Platform requirements\n'
    '- iOS: minimum deployment target raised from iOS 13 to iOS 15. Xcode 15.3 or later is required to '
    'build.\n'
    '- Android: minSdk raised from 21 to 23; compileSdk 34; Android Gradle Plugin 8.2 or later.\n'
    '- Flutter wrapper: Flutter 3.19+ and Dart 3.3+.\n'
    '- React Native wrapper: 0.72 or later. The New Architecture is supported on Android only in this '
    'release; iOS support for it is planned for 11.2.\n'
    '- The Unity and Xamarin plugins are discontinued as of 11.0. Their 10.x versions will receive '
    'critical security fixes until 31 March 2025.\n'
    '\n'
    'Breaking changes\n'
    '- `Wrenfield.start(apiKey)` is replaced by `Wrenfield.configure(options)`. The old method remains as '
    'a deprecated alias in 11.x and will be removed in 12.0, except on Android, where it was removed in '
    '11.0 because of a conflict with a Kotlin extension function.\n'
    '- Event names are now limited to 64 characters (previously 128). Longer names are truncated, not '
    'rejected, and a warning is logged in debug builds only.\n'
    '- The offline event queue is reduced from 10,000 to 5,000 events; when it is full, the oldest events '
    'are dropped first.\n'
    '- The default session timeout changes from 30 minutes to 15 minutes.\n'
    '\n'
    'New\n'
    '- Privacy manifest (PrivacyInfo.xcprivacy) bundled for iOS.\n'
    '- Batch uploads are now gzip-compressed, cutting payload size by about 70% in internal tests on '
    '1,000-event batches.\n'
    '- Consent API: `setConsent(analytics:, marketing:)`. Until consent is set, events are held locally '
    'for up to 7 days and then discarded.\n'
    '\n'
    'Binary size\n'
    '- iOS framework: 1.9 MB (10.6: 2.4 MB)\n'
    '- Android AAR: 840 KB (10.6: 910 KB)\n'
    '\n'
    'Known issues\n'
    '- On Android 14 devices with battery saver enabled, uploads may be deferred for up to 6 hours. A fix '
    'is planned for 11.0.1.'
)

BATCHES_162 = {
    'quillfeather cli 4.2': [(B162_QUILLFEATHER, c, True) for c in (
        'In the delta-sync benchmark on a 12 GB repository, Quillfeather 4.2.0 finished the sync 32 minutes '
        'faster than before.',
        'Version 4.2.0 doubles the default number of parallel transfer workers, while the upper limit of 32 '
        'stays where it was.',
        "If you're still on a 3.x release, you'll have to go through 4.0.3 first, because the installer won't "
        'let you jump straight to 4.2.0.',
        'Quillfeather 4.2.0 came out 45 days after 4.1.2.',
        'After upgrading, a failed authentication makes qf exit with code 3 rather than 1.',
        "You can keep your JSON config for now, but it's deprecated and won't be supported once 5.0 arrives.",
        "The new Node.js 18.17 floor doesn't affect you if you use the standalone Linux x64 binary, since it "
        'ships with its own runtime.',
    )] + [(B162_QUILLFEATHER, c, False) for c in (
        'As of 4.2.0, every Quillfeather install needs Node.js 18.17 or newer, including the standalone Linux '
        'x64 and macOS arm64 binaries.',
        'On Windows, QF_TOKEN_FILE will keep working until version 4.5.0.',
        "The `--legacy-hash` option for qf push was removed in 4.2.0, so you'll need to drop it from your "
        'scripts.',
        'The 12 GB benchmark sync dropped from 41 to 9 minutes because 4.2.0 now uses 8 transfer workers by '
        'default.',
        'Windows Server 2016 will stay supported through the end of the 4.4.x line.',
        'Quillfeather 4.2.0 supports macOS 11 or later on both x64 and arm64.',
        'Ysolde Marrakey fixed the Windows crash that occurred when file paths exceeded 260 characters.',
    )],
    'bramblecote insights pricing': [(B162_BRAMBLECOTE, c, True) for c in (
        'A five-seat Team workspace on annual billing comes to $90 a month.',
        'If you pay monthly instead of annually, each Business seat works out to $50.40 a month.',
        'On the Business plan your data can only be stored in the US, whereas Enterprise customers can choose '
        'EU residency.',
        'Business keeps your data 23 months longer than Team does.',
        'Going 30,000 events over the Team allowance would add $1.20 in overage charges.',
        'A school on the Business plan with annual billing would pay $25.20 per seat per month.',
        "Starter workspaces aren't billed for going past 10,000 events; ingestion simply pauses until the "
        'next calendar month starts.',
    )] + [(B162_BRAMBLECOTE, c, False) for c in (
        'The Team plan includes SAML SSO, so you can connect your identity provider without upgrading.',
        'Team supports up to 50 seats and requires a minimum of 10.',
        'Events over the Business allowance are billed at $0.40 per 10,000.',
        'Team customers who signed before 1 March 2024 keep the $15 price until 30 June 2026.',
        'Startups under two years old with fewer than 25 employees get the Business plan free for their first '
        'six months.',
        'Enterprise customers get a 1-hour response on every support ticket, around the clock.',
        'A registered non-profit can combine its 40% discount with the startup offer.',
    )],
    'varnwick api sunset': [(B162_VARNWICK, c, True) for c in (
        'When the sunset notice was published, v3 had been generally available for exactly twelve weeks.',
        'In v3, a charge of EUR 19.99 is sent as the integer 1999 instead of a decimal string.',
        "If your code still sends customer_id to v3, the request won't fail, but that field will simply be "
        'ignored.',
        "From the start of October 2024, newly created accounts can't generate v2 keys.",
        'If you process more than half a million transactions a month, you can ask to keep v2 until the end '
        'of June 2025, as long as you file the request before 28 February 2025.',
        'v3 retains idempotency keys for a third as long as v2 did.',
        "The live-mode rate limit is four times the test-mode one, and moving to v3 doesn't change either.",
    )] + [(B162_VARNWICK, c, False) for c in (
        'Once v2 is switched off on 31 March 2025, calls to it will return HTTP 404 Not Found.',
        'Starting 15 December 2024, 1% of v2 calls will be delayed by 2 seconds every Tuesday between 14:00 '
        'and 16:00 UTC.',
        'You can verify v3 webhook signatures with your existing v2 signing secret.',
        'v3 raises the maximum page size from 100 to 200 objects.',
        'The PHP SDK already supports v3 as of version 9.2.',
        'In v3, idempotency keys are required on every request, including GETs.',
        'v3 expands currency support beyond the 46 currencies available in v2.',
    )],
    'ostrelle db changelog': [(B162_OSTRELLE, c, True) for c in (
        'Databases created with 2.8.0 use pages twice the size of the previous default.',
        'Since 2.8.0, a write-ahead log checkpoint happens only after twice as many pages as before.',
        'The 2.7.1 patch arrived 18 days after 2.7.0.',
        'Version 2.7.0 quadrupled the maximum size an Ostrelle database can reach.',
        "If you're running 2.6.2, you're exposed to the full-text tokenizer heap overflow that 2.6.3 fixed.",
        'The ostrelle-legacy shim, deprecated back in 2.4.0, was finally dropped in 2.7.0.',
        'Under the nine-month support policy, the 2.8 line should keep getting fixes until around late '
        'February 2025.',
    )] + [(B162_OSTRELLE, c, False) for c in (
        'Upgrading to 2.8.0 converts existing databases to the new 8 KiB page size.',
        'The HNSW vector index in 2.8.0 supports up to 4,096 dimensions per column.',
        'The VACUUM corruption risk on network file systems was fixed in 2.7.0.',
        'Read replicas over TCP became generally available in 2.7.0, with up to 4 replicas per primary.',
        'The tokenizer heap overflow affected every release from 2.4.0 through 2.6.2.',
        'Starting with 2.7.0, 32-bit ARM builds of Ostrelle are no longer produced at all.',
        '`PRAGMA legacy_collation` was removed in 2.8.0.',
    )],
    'halvorsk ci pricing': [(B162_HALVORSK, c, True) for c in (
        'A five-user Scale team pays $145 a month at list price.',
        'On Pro, 300 minutes on Windows runners use up 600 minutes of your Linux allowance.',
        'Paying yearly for a single Pro user costs $120 for the whole year.',
        'Scale gives you four times as many concurrent jobs as Pro.',
        'Buying 1,000 extra Linux minutes costs $2 less on Scale than on Pro.',
        'Before the 4 November 2024 update, each macOS minute counted as twelve Linux minutes.',
        'Pro organisations can register at most three self-hosted runners, while Scale puts no cap on them.',
    )] + [(B162_HALVORSK, c, False) for c in (
        'Free organisations can buy extra Linux minutes at $0.008 each.',
        'On the Scale plan, GPU runners are available on Linux, Windows and macOS.',
        'Pro build logs are kept for one year.',
        'Once ARM64 Linux runners leave beta on 1 December 2024, they will count at 1x on every plan except '
        'Free.',
        'On Pro, artifact storage beyond the included 5 GB costs $0.25 per GB per month, but Scale charges '
        'nothing extra for storage.',
        'Pro concurrency was raised from 3 to 5 jobs to absorb the demand from macOS builds.',
        'Under the current pricing, 100 macOS minutes consume 1,200 Linux minutes of allowance.',
    )],
    'wrenfield sdk 11': [(B162_WRENFIELD, c, True) for c in (
        'The Flutter and React Native wrappers shipped two weeks after the native iOS and Android releases.',
        'The 11.0 iOS framework is half a megabyte smaller than the 10.6 one.',
        'On Android, Wrenfield.start is already gone in 11.0, so you have to call '
        'Wrenfield.configure(options) instead.',
        "Event names longer than 64 characters won't be rejected; the SDK just cuts them off.",
        "If you're maintaining a Unity app on 10.x, critical security fixes will keep coming until the end of "
        'March 2025.',
        'The offline queue now holds half as many events as before, and once it is full the oldest events are '
        'dropped first.',
        'In 11.0 the Android AAR is 70 KB smaller than it was in 10.6.',
    )] + [(B162_WRENFIELD, c, False) for c in (
        'In 11.0, the React Native wrapper supports the New Architecture on both iOS and Android.',
        'Wrenfield.start still works as a deprecated alias on every platform throughout 11.x.',
        'When an event name exceeds the limit, the SDK logs a warning in both debug and release builds.',
        'SDK 11.0 raises the minimum iOS deployment target from iOS 13 to iOS 14.',
        'Until consent is set, events are held locally for up to 7 days and then uploaded automatically.',
        'Teodric Vallensar led the iOS side of the 11.0 release.',
        'With battery saver on, uploads can be deferred by up to six hours on any Android version.',
    )],
}
