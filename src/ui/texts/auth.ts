/** Thai strings of the login form (AUTH-06, AUTH-08). */
export const authTexts = {
  formLabel: "เข้าสู่ระบบสมาชิก",
  usernameLabel: "ชื่อผู้ใช้หรือเบอร์โทรศัพท์",
  passwordLabel: "รหัสผ่าน",
  usernameRequired: "กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์",
  passwordRequired: "กรุณากรอกรหัสผ่าน",
  showPassword: "แสดงรหัสผ่าน",
  hidePassword: "ซ่อนรหัสผ่าน",
  submit: "เข้าสู่ระบบ"
} as const
