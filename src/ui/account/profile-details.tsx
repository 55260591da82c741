import { useId, type ReactNode } from "react"
import { css, cx } from "../../../styled-system/css"
import { maskAccountNumber, maskPhone } from "../../domain/masking"
import { bankOfName } from "../../domain/banks"
import { levelDisplayName, levelTier } from "../../domain/levels"
import type { CurrentUser } from "../../domain/user"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { raisedBlock } from "../raised-block-style"
import { Skeleton } from "../skeleton"
import { accountTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { UnbrokenWords } from "../unbroken-words"

const list = css({ display: "flex", flexDirection: "column", margin: "0" })
const row = css({
  display: "grid",
  gridTemplateColumns: "7.5rem 1fr",
  alignItems: "center",
  gap: "3",
  minHeight: "52px",
  paddingY: "2",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderBottomColor: "rgba(255, 255, 255, 0.08)",
  _last: { borderBottomWidth: "0" },
  md: { gridTemplateColumns: "10rem 1fr" }
})
const term = css({ color: "muted", fontSize: "sm" })
// Ids (username, phone, account) may wrap anywhere; the name's parts never do (UnbrokenWords, #29).
const value = css({ margin: "0", fontWeight: "semibold", minWidth: "0", overflowWrap: "anywhere" })
const numeric = css({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.02em" })
const bankValue = css({ display: "flex", alignItems: "center", gap: "3" })
const bankText = css({ display: "flex", flexDirection: "column", lineHeight: "1.4" })
const levelValue = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2"
})
const levelName = css({ display: "inline-flex", alignItems: "center", gap: "2", fontWeight: "bold" })
const heading = css({ fontSize: "lg", fontWeight: "bold" })

/**
 * The player's own record (#14): name, username, the phone and the bank account masked (last 4
 * digits kept), and the level by its display name with its badge and 'ดูระดับสมาชิก'.
 */
export const ProfileDetails = ({
  user,
  onShowLevels
}: {
  readonly user: CurrentUser
  readonly onShowLevels: () => void
}) => {
  const headingId = useId()
  const tier = levelTier(user.level)
  const bank = bankOfName(user.user_bank.bankName)
  return (
    <section className={raisedBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        {accountTexts.details}
      </h2>
      <dl className={list}>
        <div className={row}>
          <dt className={term}>{accountTexts.name}</dt>
          <dd className={value}>
            <UnbrokenWords text={user.name} />
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{accountTexts.username}</dt>
          <dd className={value} data-account-username="">
            {user.user_pass.username}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{accountTexts.phone}</dt>
          <dd className={cx(value, numeric)} data-account-phone="">
            {maskPhone(user.phone)}
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{accountTexts.bank}</dt>
          <dd className={cx(value, bankValue)}>
            <BankLogo code={bank?.code ?? ""} size={36} />
            <span className={bankText}>
              <span>{user.user_bank.bankName}</span>
              <span className={numeric} data-account-bank="">
                {maskAccountNumber(user.user_bank.bankId)}
              </span>
            </span>
          </dd>
        </div>
        <div className={row}>
          <dt className={term}>{accountTexts.level}</dt>
          <dd className={cx(value, levelValue)}>
            <span
              className={levelName}
              style={tier === undefined ? undefined : { color: tier.COLOR }}
              data-level-name=""
            >
              {tier === undefined ? null : (
                <ImageWithFallback placeholderSrc={PLACEHOLDER_IMAGE} src={tier.IMG} alt="" width={28} height={28} />
              )}
              {levelDisplayName(user.level)}
            </span>
            <Button variant="ghost" onClick={onShowLevels}>
              {accountTexts.showLevels}
            </Button>
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** A row of the skeleton: a grey term and value in the row's own grid. */
const SkeletonRow = ({ children }: { readonly children: ReactNode }) => (
  <div className={row}>
    <Skeleton width="5rem" height="1.6em" className={term} />
    {children}
  </div>
)

/**
 * The record while the stored one is read: the same block, rows and row heights (the bank's two
 * lines, the level's button), so the links beside or below it do not move when it arrives (#16).
 */
export const ProfileDetailsSkeleton = () => (
  <div className={raisedBlock} aria-hidden="true">
    <Skeleton width="8rem" height="1.6em" className={heading} />
    <div className={list}>
      {[0, 1, 2].map((index) => (
        <SkeletonRow key={index}>
          <Skeleton width="9rem" height="1.6em" />
        </SkeletonRow>
      ))}
      <SkeletonRow>
        <span className={bankValue}>
          <Skeleton width="36px" height="36px" />
          <span className={bankText}>
            <Skeleton width="7rem" height="1.4em" />
            <Skeleton width="8rem" height="1.4em" />
          </span>
        </span>
      </SkeletonRow>
      <SkeletonRow>
        <span className={levelValue}>
          <Skeleton width="6rem" height="28px" />
          <Skeleton width="8rem" height="48px" />
        </span>
      </SkeletonRow>
    </div>
  </div>
)
