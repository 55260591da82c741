/** Thai strings of the session: home and login pages, the login form, logging out (AUTH, LAYOUT-04..LAYOUT-14). */
export const sessionTexts = {
  pageNames: { home: "หน้าแรก", login: "เข้าสู่ระบบ" },
  home: {
    welcome: "ยินดีต้อนรับ",
    lead: "เข้าสู่ระบบเพื่อฝาก ถอน และเล่นเกมได้ทันที ตลอด 24 ชั่วโมง"
  },
  sessionExpired: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง",
  form: {
    formLabel: "เข้าสู่ระบบสมาชิก",
    usernameLabel: "ชื่อผู้ใช้หรือเบอร์โทรศัพท์",
    passwordLabel: "รหัสผ่าน",
    usernameRequired: "กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์",
    passwordRequired: "กรุณากรอกรหัสผ่าน",
    submit: "เข้าสู่ระบบ",
    forgotPassword: "ลืมรหัสผ่าน?",
    noAccount: "ยังไม่มีบัญชี?",
    register: "สมัครสมาชิก",
    /** The submit button's countdown while a login is throttled, as m:ss. */
    lockedFor: (seconds: number): string =>
      `เข้าสู่ระบบได้อีกครั้งใน ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
  },
  logout: {
    title: "ยืนยันออกจากระบบ",
    body: "คุณต้องการออกจากระบบใช่หรือไม่?",
    confirm: "ออกจากระบบ",
    cancel: "ยกเลิก",
    success: "ออกจากระบบสำเร็จ"
  }
} as const
