import { useCallback, useEffect, useRef, useState } from "react"
import { selectSlipUploading } from "../../events/slip/selectors"
import { useAppContext, useAppSelector } from "../../runtime/react/app-context"

/**
 * The slip upload as the screen holds it: `choose` starts verifying a file (a command the screen
 * can stop: 'ยกเลิก' interrupts it, which aborts the upload; leaving the screen does too), and the
 * chosen image's preview URL, revoked once the upload is over.
 */
export const useSlipUpload = () => {
  const { commands, mode } = useAppContext()
  const uploading = useAppSelector(selectSlipUploading)
  const stopRef = useRef<(() => void) | null>(null)
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)

  const cancel = useCallback(() => {
    stopRef.current?.()
    stopRef.current = null
  }, [])

  const choose = useCallback(
    (file: File) => {
      if (mode === "replay") return
      cancel()
      setPreviewUrl(file.type.startsWith("image/") ? URL.createObjectURL(file) : null)
      stopRef.current = commands.start((all) => all.verifySlip(file))
    },
    [commands, mode, cancel]
  )

  // The preview lives while the slip uploads: its object URL goes when the upload is over (the
  // picker shows it only while uploading), when another file replaces it, or with the screen.
  const wasUploading = useRef(false)
  useEffect(() => {
    if (wasUploading.current && !uploading && previewUrl !== null) URL.revokeObjectURL(previewUrl)
    wasUploading.current = uploading
  }, [uploading, previewUrl])
  useEffect(() => (previewUrl === null ? undefined : () => URL.revokeObjectURL(previewUrl)), [previewUrl])

  useEffect(() => cancel, [cancel])

  return { choose, cancel, previewUrl, uploading }
}
