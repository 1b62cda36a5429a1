export default function HrRoutes() {
  return <p>hr</p>;
}
